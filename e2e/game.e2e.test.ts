import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { collectByApi, DEMO_CODES } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The game on a phone: a piece's card with its clue and a hint bought for points, the race board
// moving before anyone finishes, and the only finisher's top tier and prize. The tests run in
// order on one server: nobody finishes before the last.

const server = useServer('game');
const browser = useBrowser({}, server);

describe('the game on a phone', () => {
  it("opens a piece's card, reads its clue, and reveals a hint after seeing its cost", async () => {
    const { page } = await sessionOn(browser, server, 'clues');
    await devSignIn(page, uniqueUser('Ada', 'Clue'), '/dashboard');
    await page.getByTestId('puzzle-piece').first().getByRole('button').click();
    const card = await seen(page.getByTestId('piece-card'));
    await seen(card.getByText('Where prototypes are printed layer by layer', { exact: false }));
    await screenshot(page, 'game-piece-card');

    await card.getByTestId('hint-ask').click();
    await seen(card.getByText('This hint costs 5 points. Reveal it?'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'game-hint-cost');
    await card.getByTestId('hint-reveal').click();
    await seen(card.getByText('The makerspace on the ground floor'));
    // The next hint is the one to reveal now, with its own cost.
    await card.getByTestId('hint-ask').click();
    await seen(card.getByText('This hint costs 10 points. Reveal it?'));
    await screenshot(page, 'game-hint-revealed');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows students still hunting on the board before anyone finishes, and moves it live', async () => {
    const watcher = await sessionOn(browser, server, 'watcher');
    const hunter = await sessionOn(browser, server, 'hunter');
    await devSignIn(watcher.page, uniqueUser('Grace', 'Watcher'), '/leaderboard');
    await devSignIn(hunter.page, uniqueUser('Katherine', 'Hunter'), '/dashboard');

    await collectByApi(hunter.context.request, server().url, DEMO_CODES[0] ?? '');
    const row = watcher.page.getByTestId('leaderboard-row').filter({ hasText: 'Katherine Hunter' });
    await seen(row.getByText('1 piece', { exact: true }), 10_000);
    await seen(row.getByText('Hunting'));
    await collectByApi(hunter.context.request, server().url, DEMO_CODES[1] ?? '');
    await seen(row.getByText('2 pieces', { exact: true }), 10_000);
    await screenshot(watcher.page, 'game-race-board');

    await hunter.page.reload();
    await seen(hunter.page.getByTestId('race-place'));
    await screenshot(hunter.page, 'game-race-place');
  });

  it('keeps a questionnaire the student never answered waiting on the dashboard, answered from there', async () => {
    const { page, context } = await sessionOn(browser, server, 'waiting');
    await devSignIn(page, uniqueUser('Frances', 'Waiting'), '/dashboard');
    // Collected without the scanner, as if its dialog had been closed: the quiz waits.
    await collectByApi(context.request, server().url, DEMO_CODES[2] ?? '');
    await page.reload();
    const card = await seen(page.getByTestId('waiting-questionnaires'));
    await seen(card.getByText('1 questionnaire waiting'));
    await screenshot(page, 'game-waiting');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Answer First Clue Quiz' }).click();
    const survey = await seen(page.getByRole('dialog').filter({ hasText: 'First Clue Quiz' }));
    await survey.getByRole('radio', { name: 'Founders Library' }).click();
    await survey.getByRole('textbox').first().fill('HUNT');
    await survey.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByTestId('waiting-questionnaires').count(), { timeout: 10_000 }).toBe(0);
  });

  it('gives the only finisher the top tier and its prize, with how to claim it', async () => {
    const { page, context } = await sessionOn(browser, server, 'finisher');
    await devSignIn(page, uniqueUser('Mary', 'Finisher'), '/dashboard');
    for (const code of DEMO_CODES) await collectByApi(context.request, server().url, code);
    await page.reload();
    const score = await seen(page.getByTestId('score-card'));
    await seen(score.getByText('Platinum', { exact: true }));
    const prize = await seen(page.getByTestId('prize-claim'));
    await seen(prize.getByText('Platinum Prize'));
    await seen(prize.getByText('To claim it, show this screen at the info desk.'));
    await seen(page.getByTestId('hunt-banner').getByText('You finished the hunt!'));
    await prize.scrollIntoViewIfNeeded();
    await screenshot(page, 'game-finisher-prize');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
