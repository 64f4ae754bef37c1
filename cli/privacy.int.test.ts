import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto, EventDto } from '../core/admin';
import type { EventPurgeDto } from '../core/erasure';
import { ADMIN_EMAIL, expectJson, signedIn } from '../api/testing/admin';
import { makeEvent, makePieces } from '../api/testing/factories';
import { jsonOf, startCliTestServer, type CliTestSetup } from './testing/hunt';

/** `hunt users erase` and `hunt privacy purge`: never without --yes where nobody can be asked. */

let setup: CliTestSetup;
const db = () => setup.server.runtime.deps.db;
const emails = async () => (await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200)).map((user) => user.email);
const eventNamed = async (name: string) => (await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200)).find((event) => event.name === name);

beforeAll(async () => {
  setup = await startCliTestServer();
  await makePieces(db(), ['CLP001']);
  await makeEvent(db(), { name: 'CLI Hunt' });
  await setup.server.runtime.deps.caches.events.refresh();
});
afterAll(() => setup.stop());

describe('hunt users erase', () => {
  it('refuses to run without --yes under CI, naming the flag (exit 2), and erases nothing', async () => {
    await signedIn(setup.server, 'ivy@campus.edu');
    const run = await setup.hunt(['users', 'erase', 'ivy@campus.edu']);
    expect([run.code, run.stderr.trim()]).toEqual([2, 'Error: Missing --yes (required when not running interactively)']);
    expect(await emails()).toContain('ivy@campus.edu');
  });

  it('erases the account by e-mail with --yes, as a line or as JSON', async () => {
    const ivy = await signedIn(setup.server, 'ivy@campus.edu');
    const run = await setup.hunt(['users', 'erase', 'IVY@campus.edu', '--yes']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe('Erased ivy@campus.edu: their account and personal data are gone; their finds stay in the statistics, anonymous');
    expect(await emails()).not.toContain('ivy@campus.edu');
    await expectJson(ivy.get('/api/auth/user'), 401);

    await signedIn(setup.server, 'jon@campus.edu');
    expect(jsonOf<{ email: string; erased: boolean }>(await setup.hunt(['users', 'erase', 'jon@campus.edu', '--yes', '--json']))).toMatchObject({ email: 'jon@campus.edu', erased: true });
  });

  it('fails in one line for an unknown e-mail and for the last administrator', async () => {
    const unknown = await setup.hunt(['users', 'erase', 'nobody@campus.edu', '--yes']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'Error: No user with e-mail nobody@campus.edu: they must sign in once first']);
    const last = await setup.hunt(['users', 'erase', ADMIN_EMAIL, '--yes']);
    expect([last.code, last.stderr.trim()]).toEqual([1, 'Error: The last administrator cannot be erased: promote another organiser first. (409)']);
    expect(await emails()).toContain(ADMIN_EMAIL);
  });
});

describe('hunt privacy purge', () => {
  it('needs --yes and --event where nobody can be asked (exit 2)', async () => {
    const noYes = await setup.hunt(['privacy', 'purge', '--event', '1']);
    expect([noYes.code, noYes.stderr.trim()]).toEqual([2, 'Error: Missing --yes (required when not running interactively)']);
    const noEvent = await setup.hunt(['privacy', 'purge', '--yes']);
    expect([noEvent.code, noEvent.stderr.trim()]).toEqual([2, 'Error: Missing --event (required when not running interactively)']);
    const badEvent = await setup.hunt(['privacy', 'purge', '--event', 'last', '--yes']);
    expect([badEvent.code, badEvent.stderr.trim()]).toEqual([2, 'Error: --event: an event ID such as 3']);
  });

  it('refuses an event that is not completed, and one that does not exist', async () => {
    const hunt = await eventNamed('CLI Hunt');
    const active = await setup.hunt(['privacy', 'purge', '--event', String(hunt?.id), '--yes']);
    expect([active.code, active.stderr.trim()]).toEqual([1, "Error: Only a completed event's participants can be erased: this one is active (409)"]);
    const missing = await setup.hunt(['privacy', 'purge', '--event', '9999', '--yes']);
    expect([missing.code, missing.stderr.trim()]).toEqual([1, 'Error: No event with ID 9999 (see `hunt events list`)']);
  });

  it("erases a completed event's participants, never the organiser", async () => {
    for (const email of ['kit@campus.edu', 'lou@campus.edu']) await expectJson((await signedIn(setup.server, email)).post('/api/scan', { code: 'CLP001' }), 200);
    await expectJson(setup.admin.post('/api/scan', { code: 'CLP001' }), 200);
    const hunt = await eventNamed('CLI Hunt');
    expect((await setup.hunt(['events', 'complete', String(hunt?.id)])).code).toBe(0);

    const run = await setup.hunt(['privacy', 'purge', '--event', String(hunt?.id), '--yes']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe('CLI Hunt: 2 participants erased; the statistics stay, anonymous');
    const left = await emails();
    expect(left).toContain(ADMIN_EMAIL);
    for (const email of ['kit@campus.edu', 'lou@campus.edu']) expect(left).not.toContain(email);
    expect(jsonOf<EventPurgeDto>(await setup.hunt(['privacy', 'purge', '--event', String(hunt?.id), '--yes', '--json']))).toEqual({ eventId: hunt?.id, erasedUsers: 0, keptUsers: 0 });
  });
});
