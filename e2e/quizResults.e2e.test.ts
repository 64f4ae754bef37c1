import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ScanResultDto } from '../core/contracts';
import { ADMIN_SERVER, openContext, ORGANISER } from './support/admin';
import { seriousViolations } from './support/axe';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { submitManualCode } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// A student answers a quiz on a 390x844 phone: what each question is worth and what a wrong
// answer costs before submitting, a required answer left out marked at its question (found by
// the page, then by the server after an organiser's edit), a rating whose ends say which is
// good, and after submitting which answers were right or wrong.

const server = useServer('quiz-results', ADMIN_SERVER);
const browser = useBrowser({ fakeCamera: true }, server);

const QUIZ = 'Campus Know-How';
/** Opened by the second piece, so the demo's First Clue Quiz (the first piece's) can be out of the way. */
const quiz = {
  title: QUIZ,
  description: 'Right answers earn points; some wrong ones cost them.',
  triggerCount: 2,
  questions: [
    { text: 'Which building houses the main library?', type: 'radio', required: true, isGraded: true, choices: ['North Hall', 'Founders Library', 'Science Centre'], correctAnswer: 'Founders Library', points: 2, negativePoints: 1 },
    { text: 'How many codes are hidden on campus?', type: 'number', isGraded: true, correctAnswer: '9', points: 3, negativePoints: 1 },
    { text: 'Decode KXQW (each letter shifted by 3).', type: 'text', required: true, isGraded: true, correctAnswer: 'HUNT', points: 1 },
    { text: 'Who wrote the first program?', type: 'text', isGraded: true, correctAnswer: 'Lovelace', points: 2, negativePoints: 2 },
    { text: 'How would you rate this quiz?', type: 'rating', required: true },
    { text: 'What is the hunt’s mascot called?', type: 'text', isGraded: true, correctAnswer: 'Quill', points: 1 },
  ],
};

async function sendJson(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: unknown): Promise<unknown> {
  const response = await request.fetch(`${server().url}${path}`, { method, data, headers: { 'Content-Type': 'application/json' } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The organiser, signed in on a desktop. */
async function organiser(): Promise<BrowserContext> {
  const { context, page } = await openContext(browser(), server().url, 'desktop');
  await devSignIn(page, ORGANISER, '/admin');
  return context;
}

/** The question block (the dialog's numbered question) whose text contains `text`. */
const question = (dialog: Locator, text: string) => dialog.getByTestId('survey-question').filter({ hasText: text });

/** axe's serious findings with the dialog open, in the dark theme and the light one. */
async function dialogViolations(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((name) => {
      document.documentElement.classList.remove('dark', 'light');
      document.documentElement.classList.add(name);
    }, theme);
    found.push(...(await seriousViolations(page)).map((line) => `${state}, ${theme}: ${line}`));
  }
  return found;
}

describe('a graded quiz on a phone', () => {
  it('shows the stakes, marks a required answer left out, labels the rating, and explains the result', async () => {
    const admin = await organiser();
    onTestFinished(() => admin.close());
    const { id: quizId } = (await sendJson(admin.request, 'POST', '/api/admin/questionnaires', quiz)) as { id: number };
    const { context, page } = await sessionOn(browser, server);
    await devSignIn(page, uniqueUser('Quinn', 'Quiz'), '/dashboard');
    // The first piece's quiz, answered already, so the second piece opens ours alone.
    const first = (await sendJson(context.request, 'POST', '/api/scan', { code: 'INN001' })) as ScanResultDto;
    const clue = first.triggeredQuestionnaires.find((questionnaire) => questionnaire.title === 'First Clue Quiz');
    if (!clue) throw new Error('The demo event has no First Clue Quiz');
    await sendJson(context.request, 'POST', '/api/survey/submit', { questionnaireId: clue.id, responses: { q0: 'Founders Library', q1: 'HUNT' } });

    await page.goto('/scanner');
    await submitManualCode(page, 'LEAD02');
    await (await seen(page.getByRole('button', { name: 'View Your Collection' }))).click();
    const dialog = await seen(page.getByRole('dialog').filter({ hasText: QUIZ }));
    const found: string[] = [];

    // What each graded question is worth, and what a wrong answer costs when it costs anything.
    await seen(question(dialog, 'main library').getByText('2 points · a wrong answer costs 1 point', { exact: true }));
    await seen(question(dialog, 'codes are hidden').getByText('3 points · a wrong answer costs 1 point', { exact: true }));
    await seen(question(dialog, 'Decode KXQW').getByText('1 point', { exact: true }));
    expect(await question(dialog, 'Decode KXQW').getByText('costs').count()).toBe(0);
    await seen(question(dialog, 'first program').getByText('2 points · a wrong answer costs 2 points', { exact: true }));
    // The stakes describe the answer's control, so a screen reader hears them with it.
    expect(await dialog.getByLabel('How many codes are hidden on campus?').getAttribute('aria-describedby')).toBe('question-1-stakes');

    // The rating: a group of five labelled options whose ends say which is good.
    const rating = dialog.getByRole('radiogroup', { name: /How would you rate this quiz\?/ });
    expect(await rating.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? radio.textContent))).toEqual([
      '1, Poor',
      '2',
      '3',
      '4',
      '5, Excellent',
    ]);
    await seen(question(dialog, 'rate this quiz').getByText('1 = Poor', { exact: true }));
    await seen(question(dialog, 'rate this quiz').getByText('5 = Excellent', { exact: true }));

    // One right, one wrong, the rating; the cipher left out and the last question skipped.
    await dialog.getByRole('radio', { name: 'Founders Library' }).click();
    await dialog.getByLabel('How many codes are hidden on campus?').fill('7');
    await rating.getByRole('radio', { name: '5, Excellent' }).click();
    expect(await rating.getByRole('radio', { name: '5, Excellent' }).getAttribute('aria-checked')).toBe('true');
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await screenshot(page, 'quiz-before-submit-top');
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await screenshot(page, 'quiz-before-submit');
    found.push(...(await dialogViolations(page, 'before submitting')));

    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await seen(page.getByTestId('toast').filter({ hasText: 'Incomplete Survey' }));
    const cipher = question(dialog, 'Decode KXQW');
    const cipherInput = dialog.getByLabel('Decode KXQW (each letter shifted by 3).');
    await seen(cipher.getByText('This question needs an answer.'));
    expect(await cipherInput.getAttribute('aria-invalid')).toBe('true');
    expect(await cipherInput.getAttribute('aria-describedby')).toBe('question-2-stakes question-2-missing');
    await expect.poll(() => cipherInput.evaluate((input) => input === document.activeElement)).toBe(true);
    // Only the question left out is marked.
    expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(1);
    expect(await dialog.getByText('This question needs an answer.').count()).toBe(1);
    await screenshot(page, 'quiz-missing-marked');
    found.push(...(await dialogViolations(page, 'marked')));

    await cipherInput.fill('hunt');
    await expect.poll(() => cipher.getByText('This question needs an answer.').count()).toBe(0);
    expect(await cipherInput.getAttribute('aria-invalid')).toBeNull();

    // Meanwhile the organiser makes the fourth question required: the server refuses, naming it,
    // and the page marks it as it marks its own finds.
    await sendJson(admin.request, 'PUT', `/api/admin/questionnaires/${quizId}`, {
      ...quiz,
      questions: quiz.questions.map((question, index) => (index === 3 ? { ...question, required: true } : question)),
    });
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const program = question(dialog, 'first program');
    const programInput = dialog.getByLabel('Who wrote the first program?');
    await seen(program.getByText('This question needs an answer.'));
    expect(await programInput.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => programInput.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(1);
    // The page's own words: the answer keys the server named are for the page, not the student.
    await seen(page.getByTestId('toast').filter({ hasText: 'Please answer all required questions (1 remaining)' }));
    expect(await page.getByTestId('toast').filter({ hasText: 'q3' }).count()).toBe(0);
    await programInput.fill('lovelace');
    await expect.poll(() => program.getByText('This question needs an answer.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();

    // 2 for the library, -1 for the count, 1 for the cipher and 2 for the program (both in lower
    // case), the mascot left out. The dialog now bears the outcome's title rather than the quiz's.
    const outcome = await seen(page.getByTestId('survey-dialog').filter({ hasText: 'Great Job!' }));
    await seen(outcome.getByText('+4 Points Earned', { exact: true }));
    const results = outcome.getByTestId('quiz-result');
    await expect.poll(() => results.count()).toBe(5);
    const rows = (await results.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      '1. Which building houses the main library? Right +2 points',
      '2. How many codes are hidden on campus? Wrong -1 point',
      '3. Decode KXQW (each letter shifted by 3). Right +1 point',
      '4. Who wrote the first program? Right +2 points',
      '6. What is the hunt’s mascot called? Not answered',
    ]);
    await seen(outcome.getByText('Total: +4 points', { exact: true }));
    // Right or wrong only: no correct answer shows, for the wrong one or the one left out.
    const shown = await outcome.innerText();
    for (const answer of ['Quill', 'Founders Library', '9']) expect(shown, `the results show ${answer}`).not.toContain(answer);
    await screenshot(page, 'quiz-results');
    found.push(...(await dialogViolations(page, 'results')));

    // The results wait for the student, past the 2 s a plain thank-you stays.
    await page.waitForTimeout(2_500);
    expect(await outcome.isVisible()).toBe(true);
    expect(found).toEqual([]);
    await outcome.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  });
});
