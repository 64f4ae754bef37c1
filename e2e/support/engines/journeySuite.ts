import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, it, onTestFinished } from 'vitest';
import { KEEP_SCREENSHOTS, SCREENSHOT_DIR } from '../browser';
import { startNetworkSwitch, type NetworkSwitch } from '../networkSwitch';
import { ARTIFACT_DIR } from '../session';
import { useServer } from '../suite';
import { launchChromium } from './chromium';
import type { EngineDriver, EngineName } from './driver';
import { launchFirefox } from './firefox';
import { JOURNEY_SERVER_ENV, playJourney } from './journey';
import type { JourneyLanguage } from './journeyTexts';
import { launchWebKit } from './webkit';

/**
 * The student's journey in one engine, against a server of its own (one test file per engine,
 * so the engines run side by side). Prints the journey's time, browser start included.
 */
export function journeySuite(engine: EngineName, language: JourneyLanguage = 'en'): void {
  // WebKit reaches the server through a switch the test can cut (it cannot go offline itself);
  // the server must know that address as its own, or it refuses the browser's writes as foreign.
  let network: NetworkSwitch | undefined;
  if (engine === 'webkit') {
    beforeAll(async () => {
      network = await startNetworkSwitch(() => server().port);
    });
    afterAll(async () => {
      await network?.close();
    });
  }
  const name = language === 'en' ? engine : `${engine}-${language}`;
  const server = useServer(`journey-${name}`, () => ({ env: { ...JOURNEY_SERVER_ENV, ...(network && { PUBLIC_URL: network.url }) } }));

  describe(`the student's journey in ${engine}${language === 'en' ? '' : `, in a browser set to ${language}`}`, () => {
    // Firefox ESR's BiDi session sometimes drops under load ("Target closed", the browser gone
    // mid-journey): one fresh browser more, not a weaker check.
    it('lands, signs in, scans, answers the quiz, watches the board move and sends a code kept offline', { retry: engine === 'firefox' ? 1 : 0 }, async () => {
      const started = performance.now();
      const driver = await launch(engine, server().url, network, language);
      onTestFinished(async ({ task }) => {
        try {
          if (task.result?.state === 'fail') await saveFailure(driver, (task.result.errors ?? []).map((error) => error.message));
        } finally {
          await driver.close();
        }
      });
      const picture = KEEP_SCREENSHOTS ? (shot: string) => driver.screenshot(`${SCREENSHOT_DIR}journey-${name}-${shot}.png`) : undefined;
      if (picture) await mkdir(SCREENSHOT_DIR, { recursive: true });
      await playJourney(driver, { apiUrl: server().url, language, picture });
      console.log(`journey in ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    });
  });
}

async function launch(engine: EngineName, appUrl: string, network: NetworkSwitch | undefined, language: JourneyLanguage): Promise<EngineDriver> {
  if (engine !== 'chromium' && language !== 'en') throw new Error(`The journey runs in ${language} in Chromium only`);
  switch (engine) {
    case 'chromium':
      return launchChromium(appUrl, printedCode(appUrl), language === 'en' ? undefined : language);
    case 'firefox':
      return launchFirefox(appUrl, printedCode(appUrl));
    case 'webkit':
      if (!network) throw new Error('WebKit needs the network switch in front of the server');
      return launchWebKit(network);
  }
}

/** What INN001's printed code carries (its full link): what a camera that can film a code films. */
function printedCode(appUrl: string): string {
  return `${appUrl}/scan/INN001`;
}

/** The page as it was, its address and why the journey stopped, in e2e/artifacts/journey-{engine}.png and .log. */
async function saveFailure(driver: EngineDriver, errors: string[]): Promise<void> {
  await mkdir(ARTIFACT_DIR, { recursive: true });
  const name = `${ARTIFACT_DIR}journey-${driver.engine}`;
  await writeFile(`${name}.log`, [await driver.url().catch(String), ...errors, ''].join('\n'));
  await driver.screenshot(`${name}.png`).catch(() => undefined);
}
