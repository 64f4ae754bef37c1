import { expect } from 'vitest';
import { TestClient } from '../../../api/testing/client';
import type { PersonalDataDto } from '../../../core/personalData';
import { uniqueUser, type TestUser } from '../browser';
import { DEMO_CODES } from '../hunt';
import type { EngineDriver } from './driver';
import { journeyTexts, type JourneyLanguage, type JourneyTexts } from './journeyTexts';
import { EnginePage, type Target } from './page';

// The student's journey, written once for every engine (docs/decisions.md, "The journey in
// three engines"): the landing and its theme, signing in from it, the scanner with its camera
// running, a code typed, the piece and its quiz, the live board, and a code kept offline.

/** Lets the test read the server's /metrics (the live streams open): give it to the journey's server. */
export const JOURNEY_SERVER_ENV = { METRICS_TOKEN: 'journey-metrics-token-at-least-32-characters' };

export interface JourneyOptions {
  /** The server itself, for what the test checks or does beside the browser (another student). */
  apiUrl: string;
  language?: JourneyLanguage;
  /** Called with a name at each screen worth keeping a picture of. */
  picture?: (name: string) => Promise<void>;
}

interface Journey {
  page: EnginePage;
  t: JourneyTexts;
  student: TestUser;
  /** The student's own account, read through the API rather than the browser. */
  records: () => Promise<PersonalDataDto>;
  options: JourneyOptions;
}

const SCAN_TIMEOUT_MS = 30_000;
/** Without an 'online' event (WebKit behind the switch) the queue waits for its next retry, 5 s, then 10 s. */
const QUEUE_RETRY_TIMEOUT_MS = 45_000;

export async function playJourney(driver: EngineDriver, options: JourneyOptions): Promise<void> {
  const student = uniqueUser('Ada', driver.engine[0]?.toUpperCase() + driver.engine.slice(1));
  const api = new TestClient(options.apiUrl);
  let apiSignIn: Promise<unknown> | undefined;
  const journey: Journey = {
    page: new EnginePage(driver),
    t: journeyTexts(options.language ?? 'en'),
    student,
    records: async () => {
      // Signed in as the same student once the browser has made the account.
      await (apiSignIn ??= api.signIn(student.email, student));
      return (await (await api.get('/api/user/data')).json()) as PersonalDataDto;
    },
    options,
  };
  for (const [name, step] of [
    ['the landing and its theme', landing],
    ['signing in from the landing', signIn],
    ['the camera, the piece and its quiz', cameraPieceAndQuiz],
    ['a typed code', typedCode],
    ['the live leaderboard', liveLeaderboard],
    ['a code kept offline', offlineCode],
  ] as const) {
    try {
      await step(journey);
    } catch (error) {
      if (error instanceof Error) error.message = `${driver.engine}, ${name}: ${error.message}`;
      throw error;
    }
  }
}

async function picture({ options }: Journey, name: string): Promise<void> {
  await options.picture?.(name);
}

async function landing(journey: Journey): Promise<void> {
  const { page, t } = journey;
  await page.goto('/');
  await page.seenText(t.landingLive);
  const theme = () => page.driver.evaluate(() => ({ dark: document.documentElement.classList.contains('dark'), stored: localStorage.getItem('theme') }), null);
  expect(await theme()).toEqual({ dark: true, stored: null });
  await page.click({ role: 'button', name: t.toggleTheme });
  await page.until(async () => !(await theme()).dark, 'the light theme');
  expect(await theme()).toEqual({ dark: false, stored: 'light' });
  await picture(journey, 'landing-light');
}

async function signIn(journey: Journey): Promise<void> {
  const { page, t, student } = journey;
  const unticked: Target = { css: 'input[type="checkbox"]:not(:checked)' };
  while (await page.has(unticked)) await page.click(unticked);
  await page.click({ css: 'a, button', text: t.launchMission });
  await page.reached('/api/login');
  await page.fill({ css: 'input[name="email"]' }, student.email);
  await page.fill({ css: 'input[name="firstName"]' }, student.firstName);
  await page.fill({ css: 'input[name="lastName"]' }, student.lastName);
  await page.click({ css: 'form button[type="submit"], form input[type="submit"]' });
  await page.reached('/');
  await page.seenText(t.greeting);
  await page.seenText(`${student.firstName} ${student.lastName}`);
  expect((await journey.records()).profile.declarationsAcceptedAt).not.toBeNull();
}

/** Whether the page's camera preview is playing frames. */
function cameraPlaying(page: EnginePage): Promise<boolean> {
  return page.driver.evaluate(() => {
    const video = document.querySelector('video');
    return video !== null && !video.paused && video.readyState >= 2 && video.videoWidth > 0;
  }, null);
}

async function submitCode({ page, t }: Journey, code: string): Promise<void> {
  const field: Target = { css: `input[placeholder="${t.codePlaceholder}"]` };
  if (!(await page.has(field))) await page.click({ role: 'button', name: t.enterManually });
  await page.fill(field, code);
  await page.click({ role: 'button', name: t.submitCode });
}

async function cameraPieceAndQuiz(journey: Journey): Promise<void> {
  const { page, t } = journey;
  await page.goto('/scanner');
  await page.seenText(t.scannerTitle);
  if (page.driver.camera === 'qrCode') {
    // The camera films INN001's printed code: the scanner reads it by itself.
    await page.until(() => cameraPlaying(page).then((playing) => playing || page.has({ text: t.unlocked })), 'the camera preview to play');
    await page.seenText(t.unlocked, SCAN_TIMEOUT_MS);
  } else {
    // WebKit's mock camera films a test pattern: the camera runs, and the code is typed.
    await page.seenText(t.scanning, 15_000);
    await page.until(() => cameraPlaying(page), 'the camera preview to play');
    await picture(journey, 'scanner');
    await submitCode(journey, 'INN001');
    await page.seenText(t.unlocked, SCAN_TIMEOUT_MS);
  }
  await page.seenText(t.pieces.INN001);
  await picture(journey, 'piece-dialog');
  await page.click({ role: 'button', name: t.viewCollection });
  // The student turns from the printed code, as they would: the camera would read it again.
  await page.driver.lowerCamera();

  const quiz: Target = { role: 'dialog', text: t.quizTitle };
  await page.click({ role: 'radio', name: t.quizChoice, within: quiz });
  await page.fill({ role: 'textbox', within: quiz }, 'HUNT');
  await picture(journey, 'quiz');
  await page.click({ role: 'button', name: t.submitAnswers, within: quiz });
  await page.seenText(t.quizPassed);
  await page.seenText(t.quizPoints);
  await page.click({ role: 'button', name: t.continue });
  await page.reached('/dashboard');

  const records = await journey.records();
  expect(records.collection.map(({ code, source }) => ({ code, source }))).toEqual([{ code: 'INN001', source: page.driver.camera === 'qrCode' ? 'camera' : 'typed' }]);
  expect(records.surveyResponses.map(({ questionnaireTitle, pointsEarned }) => ({ questionnaireTitle, pointsEarned }))).toEqual([{ questionnaireTitle: t.quizTitle, pointsEarned: 25 }]);
}

async function typedCode(journey: Journey): Promise<void> {
  const { page, t } = journey;
  await page.goto('/scanner');
  // As the camera's step does: the scanner drawn, not the page the driver was on a moment before.
  await page.seenText(t.scannerTitle);
  await submitCode(journey, 'LEAD02');
  await page.seenText(t.unlocked);
  await page.seenText(t.pieces.LEAD02);
  const sources = (await journey.records()).collection.map(({ code, source }) => [code, source]);
  expect(sources).toContainEqual(['LEAD02', 'typed']);
}

async function liveLeaderboard(journey: Journey): Promise<void> {
  const { page, t, options } = journey;
  await page.goto('/leaderboard');
  const board: Target = { role: 'region', name: t.topPerformers };
  await page.seen(board);
  // The page reads the board, then opens its stream: a change between the two would reach it
  // only with the next one. The server counts the streams open (only this page opens one).
  await page.until(async () => (await openBoardStreams(options.apiUrl)) > 0, 'the board page to follow the live stream');
  // Another student finds every piece, through the API as their phone would send it.
  const other = uniqueUser('Grace', 'Hopper');
  const phone = new TestClient(options.apiUrl);
  await phone.signIn(other.email, other);
  for (const code of DEMO_CODES) {
    const response = await phone.post('/api/scan', { code });
    expect(response.status, `POST /api/scan ${code}: ${await response.text()}`).toBe(200);
  }
  // The page was not reloaded: the board moved by itself.
  await page.seen({ text: `${other.firstName} ${other.lastName}`, within: board }, 15_000);
  await picture(journey, 'leaderboard');
}

async function offlineCode(journey: Journey): Promise<void> {
  const { page, t } = journey;
  await page.goto('/scanner');
  await page.seen({ role: 'button', name: t.enterManually });
  await page.driver.setOffline(true);
  try {
    await submitCode(journey, 'CREAT3');
    await page.seenText(t.savedOffline);
    await page.seen({ css: '[data-testid="offline-count"]', text: t.oneWaiting });
    expect(await page.has({ text: t.scanFailed })).toBe(false);
    expect((await journey.records()).collection.map(({ code }) => code)).not.toContain('CREAT3');
    await picture(journey, 'offline');
  } finally {
    await page.driver.setOffline(false);
  }
  await page.seenText(t.unlocked, QUEUE_RETRY_TIMEOUT_MS);
  await page.seenText(t.pieces.CREAT3);
  await page.until(async () => !(await page.has({ text: t.savedOffline })), 'the offline notice to go');
  expect((await journey.records()).collection.map(({ code }) => code).sort()).toEqual(['CREAT3', 'INN001', 'LEAD02']);
}

/** How many live board streams the server holds open, from its Prometheus figures. */
async function openBoardStreams(apiUrl: string): Promise<number> {
  const response = await fetch(`${apiUrl}/metrics`, { headers: { Authorization: `Bearer ${JOURNEY_SERVER_ENV.METRICS_TOKEN}` } });
  const figures = await response.text();
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}: ${figures}`);
  const line = /^hunt_leaderboard_streams_open (\d+)$/m.exec(figures);
  if (!line?.[1]) throw new Error('GET /metrics has no hunt_leaderboard_streams_open');
  return Number(line[1]);
}
