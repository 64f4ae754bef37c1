import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devSignIn, uniqueUser } from './support/browser';
import { PIECE_COUNT, progressCount } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// Typing a code while the camera still sees one the student already holds:
// the camera must not send them to the dashboard mid-typing; Cancel gives the camera back.

const server = useServer('manual-entry');
// Its camera films the printed QR code of INN001 (the Innovation Piece) the whole time.
const cameraBrowser = useBrowser({ qrText: (running) => `${running.url}/scan/INN001` }, server);

const SCAN_TIMEOUT = 30_000;
/** Three seconds of the 10 fps fake camera: the scanner decodes the code well within that. */
const FRAMES_A_SCAN_NEEDS = 30;

declare global {
  interface Window {
    setLensCovered?: (covered: boolean) => void;
    scanningBadgeSeen?: boolean;
  }
}

/** From now on, notes in the page when the 'Scanning...' badge appears, however briefly; it must not be up yet. */
async function watchForScanningBadge(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.querySelector('[data-testid="scanning-badge"]')) throw new Error('The scanner is scanning already, not paused for typing');
    window.scanningBadgeSeen = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="scanning-badge"]')) {
        window.scanningBadgeSeen = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Every camera the page opens starts with its lens covered: its video track is disabled,
 * so it sends black frames, as a phone held against a pocket. `uncoverLens` lets it see the
 * QR code, so the test decides when the scanner first sees it.
 */
async function startWithLensCovered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    const tracks: MediaStreamTrack[] = [];
    let covered = true;
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      for (const track of stream.getVideoTracks()) {
        track.enabled = !covered;
        tracks.push(track);
      }
      return stream;
    };
    window.setLensCovered = (value) => {
      covered = value;
      for (const track of tracks) track.enabled = !value;
    };
  });
}

async function uncoverLens(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (!window.setLensCovered) throw new Error('The lens cover script did not run');
    window.setLensCovered(false);
  });
}

/**
 * Waits until the camera preview has shown `count` more frames. Fails if the preview stops
 * showing frames (the page left the scanner, or the camera was released).
 */
async function cameraFrames(page: Page, count: number): Promise<void> {
  await page.getByTestId('camera').locator('video').evaluate(async (video, frames) => {
    if (!(video instanceof HTMLVideoElement)) throw new Error('The camera preview is not a video');
    for (let shown = 0; shown < frames; shown++) {
      await new Promise<void>((resolve, reject) => {
        const stalled = setTimeout(() => reject(new Error(`The camera preview stopped after ${shown} frames`)), 2_000);
        video.requestVideoFrameCallback(() => {
          clearTimeout(stalled);
          resolve();
        });
      });
    }
  }, count);
}

/** Opens the scanner with the lens covered and waits until its camera runs. */
async function openScanner(page: Page): Promise<void> {
  await page.goto('/scanner');
  await seen(page.getByTestId('scanning-badge'), 15_000);
}

/** Opens 'Enter Code Manually', then lets the camera see INN001 for as long as a scan takes. */
async function openManualEntryWhileCameraSeesCode(page: Page): Promise<void> {
  await (await seen(page.getByRole('button', { name: 'Enter Code Manually' }))).click();
  await seen(page.getByPlaceholder('ENTER CODE HERE'));
  await uncoverLens(page);
  await whileTyping(page, () => cameraFrames(page, FRAMES_A_SCAN_NEEDS));
}

/** Runs `step`; if it fails, says first whether the camera's read took the student away. */
async function whileTyping(page: Page, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    await expectStillOnScanner(page);
    throw error;
  }
}

async function expectStillOnScanner(page: Page): Promise<void> {
  expect(await page.getByText('Already Collected!').count(), "the 'Already Collected!' toast").toBe(0);
  expect(new URL(page.url()).pathname, 'the page').toBe('/scanner');
}

async function expectProgress(page: Page, collected: number): Promise<void> {
  await expect.poll(() => progressCount(page), { timeout: 10_000 }).toMatch(new RegExp(`^${collected} ?/ ?${PIECE_COUNT}$`));
}

describe('manual code entry while the camera runs', () => {
  it('ignores a collected code in view while another is typed, collects the typed one, and scans again after Cancel', async () => {
    const { page } = await sessionOn(cameraBrowser, server);
    await startWithLensCovered(page);
    await devSignIn(page, uniqueUser('Mary', 'Jackson'), '/dashboard');

    // The camera collects the Innovation Piece; its quiz is answered (a skipped one comes back).
    await openScanner(page);
    await uncoverLens(page);
    await seen(page.getByText('Puzzle Unlocked!'), SCAN_TIMEOUT);
    await seen(page.getByText('Innovation Piece'));
    await (await seen(page.getByRole('button', { name: 'View Your Collection' }))).click();
    const quiz = await seen(page.getByRole('dialog').filter({ hasText: 'First Clue Quiz' }));
    await quiz.getByRole('radio', { name: 'Founders Library' }).click();
    await quiz.getByRole('textbox').first().fill('HUNT');
    await quiz.getByRole('button', { name: 'Submit', exact: true }).click();
    await (await seen(page.getByRole('button', { name: 'Continue' }))).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });

    // Back on the scanner the camera sees that code again while another one is typed.
    await openScanner(page);
    const input = page.getByPlaceholder('ENTER CODE HERE');
    await openManualEntryWhileCameraSeesCode(page);
    await input.pressSequentially('lead');
    await expectStillOnScanner(page);
    await seen(page.getByText('Scanner paused'));
    await input.pressSequentially('02');
    await whileTyping(page, () => cameraFrames(page, FRAMES_A_SCAN_NEEDS));
    await expectStillOnScanner(page);
    await page.getByRole('button', { name: 'Submit Code' }).click();
    await seen(page.getByText('Puzzle Unlocked!'));
    await seen(page.getByText('Leadership Piece'));
    await (await seen(page.getByRole('button', { name: 'View Your Collection' }))).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    await expectProgress(page, 2);

    // Cancel hands the scanner back to the camera, which reads the collected code as before.
    await openScanner(page);
    await openManualEntryWhileCameraSeesCode(page);
    await expectStillOnScanner(page);
    await watchForScanningBadge(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The camera may read the code within a frame of scanning again, so the badge can be gone
    // before a poll would see it: the page itself notes that it appeared.
    await expect.poll(() => page.evaluate(() => window.scanningBadgeSeen === true), { timeout: 10_000 }).toBe(true);
    await seen(page.getByText('Already Collected!'), SCAN_TIMEOUT);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 10_000 });
    await expectProgress(page, 2);
  });
});
