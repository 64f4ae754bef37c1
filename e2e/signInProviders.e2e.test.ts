import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '../core/contracts';
import { TestOpenIdProvider } from '../api/testing/openIdProvider';
import type { StartServerOptions } from './support/server';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The landing of a server with Google and an OpenID Connect provider: a button for each, and a
// student signing in through the second one, in Chromium, against local OpenID providers.

let google: TestOpenIdProvider;
let university: TestOpenIdProvider;
const options: StartServerOptions = { env: {} };

// Before the server starts (hooks run in order): its settings name the providers' addresses.
beforeAll(async () => {
  google = await TestOpenIdProvider.start();
  university = await TestOpenIdProvider.start();
  Object.assign(options.env ?? {}, { ...google.settings('e2e-google'), ...university.oidcSettings('e2e-university', 'University login') });
});
afterAll(async () => {
  await google?.stop();
  await university?.stop();
});

const server = useServer('signInProviders', options);
const browser = useBrowser({}, server);
const session = () => sessionOn(browser, server);

describe('two sign-in providers', () => {
  it('offers a button for each once the declarations are ticked, and signs in through the one clicked', async () => {
    const { page } = await session();
    await page.goto('/');
    for (const box of await page.getByRole('checkbox').all()) await box.click();
    await seen(page.getByRole('button', { name: 'Launch Mission with Google' }));
    const viaUniversity = await seen(page.getByRole('button', { name: 'Launch Mission with University login' }));

    university.nextSignIn({ sub: 'u-4711', email: 'ursula.e2e@campus.edu', email_verified: true, given_name: 'Ursula', family_name: 'Franklin' });
    await viaUniversity.click();
    await page.waitForURL((url) => url.origin === server().url && url.pathname === '/');
    await seen(page.getByTestId('user-name'));
    const me = (await (await page.request.get('/api/auth/user')).json()) as UserDto;
    expect(me).toMatchObject({ email: 'ursula.e2e@campus.edu', firstName: 'Ursula', declarationsAccepted: true, firstSignIn: true });
  });
});
