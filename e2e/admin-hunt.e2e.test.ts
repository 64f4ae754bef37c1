import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import * as PImage from 'pureimage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { seriousViolations } from './support/axe';
import { ADMIN_SERVER, choose, confirmWith, openSection, ORGANISER, rowWith, statNumber, toastWith, useOrganiser, zbarDecode } from './support/admin';
import { seen } from './support/session';
import { pdfQrCodes, pdfText } from '../api/testing/printed';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The organiser sets up a new hiding place end to end: a piece with an uploaded picture, its
// printed QR code, and a quiz; a student then scans it with the camera and answers; the
// organiser sees the scan and the response, and promotes and demotes the student.
// The tests build on each other, in order, with one organiser session for the file.

const server = useServer('admin-hunt', ADMIN_SERVER);
const plainBrowser = useBrowser({}, server);
// The student's camera films the printed QR code the organiser creates below.
const cameraBrowser = useBrowser({ qrText: (running) => `${running.url}/scan/LIB777` }, server);
const organiser = useOrganiser(plainBrowser, server);

const PIECE = 'Library Piece';
const CODE = 'LIB777';
const QUIZ = 'Library Quiz';
const VISITED = 'Have you visited the campus library before?';
const FLOOR = 'Which floor keeps the rare books?';
const BORROWED = 'Which book did you borrow there?';
const SCAN_TIMEOUT = 30_000;
const student = uniqueUser('Sam', 'Student');

let workDir = '';
let scansBefore = 0;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'campus-hunt-admin-'));
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** A small real PNG: a 48x48 diagonal gradient (pureimage, which the CLI's QR sheets use too). */
async function writePiecePng(file: string): Promise<void> {
  const png = PImage.make(48, 48);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) png.setPixelRGBA_i(x, y, 40 + x * 4, 90, 200 - y * 3, 255);
  }
  await PImage.encodePNGToStream(png, createWriteStream(file));
}

/** How many modules of white the QR code in a black-on-white PNG has around it, from its top-left finder pattern. */
function quietZoneModules(png: PImage.Bitmap): number {
  const dark = (x: number, y: number) => (png.data[(y * png.width + x) * 4] ?? 255) < 128;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      if (!dark(x, y)) continue;
      // The finder pattern's top edge is 7 modules of black.
      let run = 0;
      while (x + run < png.width && dark(x + run, y)) run++;
      return x / (run / 7);
    }
  }
  throw new Error('The PNG has no dark pixel');
}

async function imageLoaded(image: Locator): Promise<number> {
  return image.evaluate((element) => (element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0));
}

async function overviewScans(page: Page): Promise<number> {
  await openSection(page, 'overview');
  return statNumber(page, 'stat-total-scans', 'Total Scans');
}

describe('admin area: a new hiding place, end to end', () => {
  it('shows the organiser the four stat cards and the data export on the overview', async () => {
    const { page } = organiser();
    const section = await openSection(page, 'overview');
    await seen(page.getByRole('heading', { name: 'Overview', level: 1 }));
    for (const [testId, label] of [
      ['stat-total-users', 'Total Users'],
      ['stat-total-scans', 'Total Scans'],
      ['stat-completion-rate', 'Completion Rate'],
      ['stat-active-today', 'Active Today'],
    ] as const) {
      await seen(section.getByTestId(testId).getByText(label, { exact: true }));
    }
    expect(await section.getByTestId('stat-completion-rate').innerText()).toMatch(/\d+%[\s\S]*\d+ of \d+ completed/);
    await seen(section.getByTestId('data-export-card').getByText('Data Export'));
    scansBefore = await statNumber(page, 'stat-total-scans', 'Total Scans');
  });

  it('creates a puzzle piece with an uploaded PNG image', async () => {
    const { page } = organiser();
    const section = await openSection(page, 'puzzles');
    await section.getByTestId('create-piece').click();
    const dialog = await seen(page.getByTestId('piece-dialog'));
    await dialog.getByTestId('piece-name-input').fill(PIECE);
    const imageFile = join(workDir, 'library-piece.png');
    await writePiecePng(imageFile);
    await dialog.getByTestId('image-file-input').setInputFiles(imageFile);
    await seen(dialog.getByTestId('uploaded-image'));
    await dialog.getByTestId('piece-clue-input').fill('Where the books sleep at night');
    await dialog.getByTestId('add-hint').click();
    await dialog.getByLabel('Hint 1').fill('The reading room');
    await dialog.getByLabel('Cost (points)').fill('5');
    // The demo hunt is running: the organiser is told what a new piece means for it.
    await seen(dialog.getByTestId('running-hunt-warning'));
    expect(await dialog.getByTestId('piece-submit').innerText()).toBe('Add to the Running Hunt');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-piece-clue-hints');
    await dialog.getByTestId('piece-submit').click();

    await toastWith(page, 'Puzzle Piece Created');
    await expect.poll(() => page.getByTestId('piece-dialog').count()).toBe(0);
    const row = await seen(rowWith(section, 'piece-row', PIECE));
    await seen(row.getByText('Uploaded image', { exact: true }));
    // The stored upload is served back: the preview shows the 48 px picture.
    await expect.poll(() => imageLoaded(row.getByRole('img', { name: `${PIECE} preview` })), { timeout: 10_000 }).toBe(48);
  });

  it('creates a QR link whose downloaded PNG decodes to the scan link', async () => {
    const { page } = organiser();
    const section = await openSection(page, 'qr-links');
    await section.getByTestId('create-qr-link').click();
    const dialog = await seen(page.getByTestId('qr-link-dialog'));
    const submit = dialog.getByTestId('qr-create-submit');
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await dialog.getByTestId('qr-code-input').pressSequentially(CODE.toLowerCase());
    await expect.poll(() => dialog.getByTestId('qr-code-input').inputValue()).toBe(CODE);
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await choose(page, dialog.getByLabel('Puzzle Piece', { exact: true }), PIECE);
    // The default (and only) domain is the server's PUBLIC_URL.
    await expect.poll(async () => (await dialog.getByLabel('Domain', { exact: true }).innerText()).trim()).toBe(server().url);
    await seen(dialog.getByText(`Scan link: ${server().url}/scan/${CODE}`));
    await submit.click();

    await toastWith(page, 'QR Link Created');
    await expect.poll(() => page.getByTestId('qr-link-dialog').count()).toBe(0);
    const row = await seen(rowWith(section, 'qr-link-row', CODE));
    await seen(row.getByText(PIECE));
    await seen(row.getByText('Active', { exact: true }));

    // The switch turns a live code off in one click; the toast's Undo turns it back on.
    const linkActive = async () => ((await (await page.request.get('/api/admin/qr-links')).json()) as { code: string; isActive: boolean }[]).find((link) => link.code === CODE)?.isActive;
    const toggle = row.getByRole('switch', { name: `${CODE} accepts scans` });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    const switchedOff = await toastWith(page, `${CODE}: scans are refused`);
    await seen(row.getByText('Inactive', { exact: true }));
    expect(await linkActive()).toBe(false);
    await switchedOff.getByRole('button', { name: 'Undo' }).click();
    const switchedOn = await toastWith(page, `${CODE}: scans collect again`);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await linkActive()).toBe(true);
    // The pointer rests on the toast, which keeps it open: close it, as the organiser would.
    await switchedOn.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('toast').filter({ visible: true }).count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download QR code' }).click()]);
    expect(download.suggestedFilename()).toBe(`QR-${CODE}-${PIECE}.png`);
    // The toast opens under the pointer, which keeps it open over the row's buttons: closed as an organiser would.
    const downloaded = await toastWith(page, 'QR Code Downloaded');
    await downloaded.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('toast').filter({ visible: true }).count()).toBe(0);
    const file = join(workDir, 'qr-download.png');
    await download.saveAs(file);
    const png = await PImage.decodePNGFromStream(createReadStream(file));
    expect([png.width, png.height]).toEqual([512, 512]);
    expect(quietZoneModules(png)).toBeCloseTo(2, 0);
    expect(await zbarDecode(file)).toEqual([`${server().url}/scan/${CODE}`]);

    // Its poster: a PDF page whose QR code reads as the scan link, with the code in words.
    const [poster] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Print poster (PDF)' }).click()]);
    expect(poster.suggestedFilename()).toBe('qr-posters.pdf');
    const pdf = await readFile(await poster.path());
    expect(await pdfQrCodes(pdf)).toEqual([[`${server().url}/scan/${CODE}`]]);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(CODE);
    expect(text).toContain(`type ${CODE}`);
  });

  it('builds a graded questionnaire with a conditional question', async () => {
    const { context, page } = organiser();
    const section = await openSection(page, 'questionnaires');
    await section.getByTestId('create-questionnaire').click();
    const dialog = await seen(page.getByTestId('questionnaire-dialog'));
    await dialog.getByTestId('questionnaire-submit').click();
    await seen(dialog.getByTestId('form-error').getByText('Title is required'));

    await dialog.getByTestId('questionnaire-title-input').fill(QUIZ);
    await dialog.getByTestId('questionnaire-trigger-input').fill('1');
    const editors = dialog.getByTestId('question-editor');

    // 1: an ungraded radio question that the third question depends on.
    const first = editors.nth(0);
    await first.getByTestId('question-text-input').fill(VISITED);
    await choose(page, first.getByLabel('Type', { exact: true }), 'Single choice (radio)');
    await first.getByTestId('choice-input').fill('Yes');
    await first.getByRole('button', { name: 'Add choice' }).click();
    await first.getByTestId('choice-input').nth(1).fill('No');
    await expect.poll(() => first.getByRole('switch', { name: 'Show only if an earlier answer matches' }).count()).toBe(0);
    await expect.poll(() => first.getByRole('button', { name: 'Remove question 1' }).isDisabled()).toBe(true);

    // 2: the graded question, 20 points for 'Top floor'.
    await dialog.getByTestId('add-question').click();
    const second = editors.nth(1);
    await second.getByTestId('question-text-input').fill(FLOOR);
    await choose(page, second.getByLabel('Type', { exact: true }), 'Single choice (radio)');
    for (const [index, choice] of ['Ground floor', 'Second floor', 'Top floor'].entries()) {
      if (index > 0) await second.getByRole('button', { name: 'Add choice' }).click();
      await second.getByTestId('choice-input').nth(index).fill(choice);
    }
    await second.getByRole('checkbox', { name: 'Required' }).click();
    await second.getByRole('switch', { name: 'Graded', exact: true }).click();
    expect(await choose(page, second.getByLabel('Correct answer', { exact: true }), 'Top floor')).toEqual(['Ground floor', 'Second floor', 'Top floor']);
    await second.getByLabel('Points', { exact: true }).fill('20');

    // 3: shown only to those who answered 'Yes' to question 1; the graded question 2 is no condition.
    await dialog.getByTestId('add-question').click();
    const third = editors.nth(2);
    await third.getByTestId('question-text-input').fill(BORROWED);
    await third.getByRole('switch', { name: 'Show only if an earlier answer matches' }).click();
    expect(await choose(page, third.getByLabel('Earlier question', { exact: true }), `Question 1: ${VISITED}`)).toEqual([`Question 1: ${VISITED}`]);
    expect(await choose(page, third.getByLabel('Expected answer', { exact: true }), 'Yes')).toEqual(['Yes', 'No']);
    await seen(page.getByTestId('questionnaire-dialog'));
    await dialog.getByTestId('questionnaire-submit').click();

    await toastWith(page, 'Questionnaire Created');
    await expect.poll(() => page.getByTestId('questionnaire-dialog').count()).toBe(0);
    const row = await seen(rowWith(section, 'questionnaire-row', QUIZ));
    await seen(row.getByText('After 1 piece', { exact: true }));
    await seen(row.getByText('Graded', { exact: true }));

    const stored = (await (await context.request.get('/api/admin/questionnaires')).json()) as {
      title: string;
      triggerCount: number;
      questions: { text: string; type: string; isGraded: boolean; correctAnswer: unknown; points: number; showIf: unknown }[];
    }[];
    const quiz = stored.find((questionnaire) => questionnaire.title === QUIZ);
    expect(quiz?.triggerCount).toBe(1);
    expect(quiz?.questions.map(({ text, type, isGraded }) => ({ text, type, isGraded }))).toEqual([
      { text: VISITED, type: 'radio', isGraded: false },
      { text: FLOOR, type: 'radio', isGraded: true },
      { text: BORROWED, type: 'text', isGraded: false },
    ]);
    expect(quiz?.questions[1]).toMatchObject({ correctAnswer: 'Top floor', points: 20, showIf: null });
    expect(quiz?.questions[2]?.showIf).toEqual({ questionIndex: 0, expectedAnswer: 'Yes' });
  });

  it("lets a student collect the piece with the camera and earn the quiz's points", async () => {
    const { page } = await sessionOn(cameraBrowser, server, 'student');
    await devSignIn(page, student, '/dashboard');
    await page.goto('/scanner');
    await seen(page.getByText('Puzzle Unlocked!'), SCAN_TIMEOUT);
    await seen(page.getByText(PIECE));
    await expect.poll(() => imageLoaded(page.getByRole('img', { name: PIECE })), { timeout: 10_000 }).toBe(48);
    // The dialog also closes by itself after 5 s; either way the quizzes follow.
    await page
      .getByRole('button', { name: 'View Your Collection' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);

    // The demo quiz has the same trigger count and a lower id, so it comes first.
    const demoQuiz = await seen(page.getByRole('dialog').filter({ hasText: 'First Clue Quiz' }));
    await demoQuiz.getByRole('button', { name: 'Skip for Now' }).click();

    const quiz = await seen(page.getByRole('dialog').filter({ hasText: QUIZ }));
    await seen(quiz.getByText('Graded Survey'));
    await seen(quiz.getByText(FLOOR));
    await expect.poll(() => quiz.getByText(BORROWED).count()).toBe(0);
    await quiz.getByRole('radio', { name: 'Yes' }).click();
    await seen(quiz.getByText(BORROWED));
    await quiz.getByLabel(BORROWED).fill('A Brief History of Time');
    await quiz.getByRole('radio', { name: 'Top floor' }).click();
    await quiz.getByRole('button', { name: 'Submit', exact: true }).click();
    await seen(page.getByText('Great Job!', { exact: true }));
    await seen(page.getByText('+20 Points Earned', { exact: true }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  });

  it('shows the organiser the new scan and the quiz response', async () => {
    const { page } = organiser();
    expect(await overviewScans(page)).toBe(scansBefore + 1);

    const links = await openSection(page, 'qr-links');
    const scans = rowWith(links, 'qr-link-row', CODE).getByTestId('qr-scan-count');
    await expect.poll(async () => (await scans.innerText()).trim()).toBe('1');

    const section = await openSection(page, 'questionnaires');
    await rowWith(section, 'questionnaire-row', QUIZ).getByRole('button', { name: 'View responses' }).click();
    const dialog = await seen(page.getByTestId('responses-dialog'));
    await seen(dialog.getByText('1 response received', { exact: true }));
    const card = await seen(dialog.getByTestId('response-card'));
    await expect.poll(() => dialog.getByTestId('response-card').count()).toBe(1);
    await seen(card.getByText('Response #1'));
    await seen(card.getByText('20 points'));
    await seen(card.getByText(student.email, { exact: false }));
    await seen(card.getByText('A Brief History of Time'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('responses-dialog').count()).toBe(0);
  });

  it('promotes the student to admin and demotes them again', async () => {
    const { context, page } = organiser();
    const section = await openSection(page, 'users');
    await expect.poll(() => rowWith(section, 'user-row', ORGANISER.email).getByTestId('role-toggle').isDisabled()).toBe(true);
    await section.getByTestId('user-search').fill(student.email);
    await expect.poll(() => section.getByTestId('user-row').count()).toBe(1);
    const row = rowWith(section, 'user-row', student.email);
    await seen(row.getByText('1 piece', { exact: true }));
    const toggle = row.getByTestId('role-toggle');

    await expect.poll(async () => (await toggle.innerText()).trim()).toBe('Promote to Admin');
    // It asks first, saying what a promotion gives away; Cancel changes nothing.
    await toggle.click();
    const ask = await seen(page.getByTestId('confirm-dialog'));
    await seen(ask.getByText("every participant's name and e-mail address", { exact: false }));
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('confirm-dialog').count()).toBe(0);
    expect(await row.getByText('admin', { exact: true }).count()).toBe(0);
    await toggle.click();
    await confirmWith(page, 'Promote');
    await toastWith(page, 'is now an admin');
    await seen(page.getByTestId('toast').getByText('Role Updated'));
    await seen(row.getByText('admin', { exact: true }));
    await expect.poll(async () => (await toggle.innerText()).trim()).toBe('Demote to User');

    await toggle.click();
    await confirmWith(page, 'Demote');
    await toastWith(page, 'is now a user');
    await seen(page.getByTestId('toast').getByText('Role Updated'));
    await seen(row.getByText('user', { exact: true }));
    await expect.poll(async () => (await toggle.innerText()).trim()).toBe('Promote to Admin');

    const users = (await (await context.request.get('/api/admin/users')).json()) as { email: string; role: string }[];
    expect(users.find((user) => user.email === student.email)?.role).toBe('user');
  });
});
