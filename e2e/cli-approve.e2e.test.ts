import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLI_LOGIN_API } from '../core/adminPaths';
import { cliLoginPollSchema, cliLoginStartSchema, type CliLoginStart } from '../core/cliLogin';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { ADMIN_SERVER, openContext, openSection, ORGANISER, rowWith, toastWith, useOrganiser } from './support/admin';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// `hunt login` as the organiser lives it: a terminal asks (here the test, over HTTP, as the
// CLI does), the organiser types the code shown in the terminal at /cli/approve, checks who
// asks and approves; the terminal redeems a token that works until the organiser revokes it
// in the Overview's 'API Tokens' card. A student gets no further than 'Access Denied'.

const server = useServer('cli-approve', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);

const ACCESS_DENIED = 'Access Denied: You do not have administrator permissions to access this panel.';

/** POSTs JSON to the server as the CLI does: no cookie, optionally a Bearer token. */
function cliPost(path: string, body: unknown): Promise<Response> {
  return fetch(`${server().url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': 'hunt-cli' },
    body: JSON.stringify(body),
  });
}

async function startLogin(clientName: string): Promise<CliLoginStart> {
  const response = await cliPost(CLI_LOGIN_API.start, { clientName });
  expect(response.status).toBe(201);
  return cliLoginStartSchema.parse(await response.json());
}

/** What the CLI's next poll gets: the HTTP status and, when it is JSON, the answer. */
async function poll(start: CliLoginStart): Promise<{ status: number; body: unknown }> {
  const response = await cliPost(CLI_LOGIN_API.token(start.id), { pollSecret: start.pollSecret });
  return { status: response.status, body: await response.json() };
}

function withToken(path: string, token: string): Promise<Response> {
  return fetch(`${server().url}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
}

/** On /cli/approve: types the terminal's code, presses Continue, and waits for who asks. */
async function enterCode(page: Page, start: CliLoginStart, clientName: string) {
  await page.goto(new URL(start.verificationUrl).pathname);
  await (await seen(page.getByTestId('cli-approve-code'))).fill(start.userCode.toLowerCase());
  await page.getByTestId('cli-lookup').click();
  const details = await seen(page.getByTestId('cli-approve-details'));
  await seen(details.getByText(clientName, { exact: true }));
  await seen(details.getByText(start.userCode, { exact: true }));
  return details;
}

describe('approving a CLI login in the browser', () => {
  it('gives the terminal a working token once the organiser approves its code, until they revoke it', async () => {
    const clientName = 'hunt on the e2e runner';
    const start = await startLogin(clientName);
    expect(start.verificationUrl).toBe(`${server().url}/cli/approve`);
    expect(await poll(start)).toEqual({ status: 202, body: { status: 'pending' } });

    const { page } = organiser();
    await enterCode(page, start, clientName);
    await screenshot(page, 'cli-approve-desktop');
    await page.getByTestId('cli-approve').click();
    const result = await seen(page.getByTestId('cli-approve-result'));
    await seen(result.getByRole('heading', { name: 'CLI Approved' }));
    await seen(result.getByText(`Request from: ${clientName}`));

    // The terminal's next poll redeems the token, once.
    const redeemed = await poll(start);
    expect(redeemed.status).toBe(200);
    const answer = cliLoginPollSchema.parse(redeemed.body);
    if (answer.status !== 'approved') throw new Error('the approved login is still pending');
    expect(answer.email).toBe(ORGANISER.email);
    expect((await poll(start)).status).toBe(410);

    // The token acts as the organiser on the admin API.
    const me = await withToken('/api/auth/user', answer.token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ORGANISER.email, role: 'admin' });
    expect((await withToken('/api/admin/users', answer.token)).status).toBe(200);

    // The Overview lists it as active and used, and revokes it after a confirmation.
    const overview = await openSection(page, 'overview');
    const card = await seen(overview.getByTestId('api-tokens-card'));
    await seen(card.getByRole('heading', { name: 'API Tokens' }));
    const row = rowWith(card, 'api-token-row', clientName);
    await seen(row);
    expect((await row.getByTestId('api-token-status').innerText()).trim()).toBe('active');
    expect(await row.locator('td').nth(2).innerText()).not.toBe('Never');
    await row.getByTestId('revoke-token').click();
    const confirm = await seen(page.getByTestId('confirm-dialog'));
    await seen(confirm.getByText('Revoke this token?'));
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await toastWith(page, 'Token Revoked');
    await expect.poll(async () => (await row.getByTestId('api-token-status').innerText()).trim()).toBe('revoked');
    await expect.poll(() => row.getByTestId('revoke-token').count()).toBe(0);

    // Revoked means refused at once.
    expect((await withToken('/api/admin/users', answer.token)).status).toBe(401);
    expect((await withToken('/api/auth/user', answer.token)).status).toBe(401);
  });

  it('lets the organiser deny a login on a phone: the terminal gets no token', async () => {
    const clientName = 'hunt on a laptop I do not know';
    const start = await startLogin(clientName);
    const phone = await openContext(browser(), server().url, 'phone');
    try {
      await devSignIn(phone.page, ORGANISER, '/cli/approve');
      await enterCode(phone.page, start, clientName);
      await screenshot(phone.page, 'cli-approve-phone');
      await phone.page.getByTestId('cli-deny').click();
      await seen(phone.page.getByTestId('cli-approve-result').getByRole('heading', { name: 'CLI Login Denied' }));
    } finally {
      await phone.context.close();
    }
    const denied = await poll(start);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ message: 'The CLI login was denied in the browser' });
  });

  it('shows a signed-in student Access Denied, and the API refuses them too', async () => {
    const start = await startLogin('hunt for a student');
    const { context, page } = await sessionOn(browser, server, 'student');
    await devSignIn(page, uniqueUser('Sam', 'Student'), '/cli/approve');
    await seen(page.getByText(ACCESS_DENIED, { exact: true }));
    expect(await page.getByTestId('cli-approve-code').count()).toBe(0);
    const lookup = await context.request.post(CLI_LOGIN_API.lookup, { data: { userCode: start.userCode } });
    expect(lookup.status()).toBe(403);
    expect((await poll(start)).status).toBe(202);
    await screenshot(page, 'cli-approve-access-denied-phone');
  });
});
