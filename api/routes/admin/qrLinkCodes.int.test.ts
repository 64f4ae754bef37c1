import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConfigDto, QrLinkDto } from '../../../core/admin';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makePieceWithCode } from '../../testing/factories';

/**
 * An admin could once create the code 'AB/', whose printed link /scan/AB%2F found
 * nothing and counted as a wrong guess. A code is 1 to 10 of A-Z and 0-9, on the server as in
 * the form (core/scanCode.ts codeProblem).
 */

const CHARACTERS = 'code: code may contain only the letters A-Z and the digits 0-9';

let setup: AdminTestSetup;
let domain: string;
let pieceId: number;
const db = () => setup.server.runtime.deps.db;
const create = (code: unknown) => setup.admin.post('/api/admin/qr-links', { code, puzzlePieceId: pieceId, domain });

beforeAll(async () => {
  setup = await startAdminTestServer();
  domain = (await expectJson<AdminConfigDto>(setup.admin.get('/api/admin/config'), 200)).qrDomains[0] ?? '';
  pieceId = (await makePieceWithCode(db(), 'PRT001')).piece.id;
  await makeEvent(db());
});
afterAll(() => setup.server.stop());

describe('QR link codes a printed link can carry', () => {
  it.each(['AB/', 'AB%2F', 'AB CD', 'AB-12', 'AB_12', 'AB.12', 'ÄBC', 'ßßßßßßßßßß', 'ＡＢＣ', '🧩', 'AB?x', 'AB#1', 'a\\b'])(
    "refuses '%s' with 400 naming the rule, and stores nothing",
    async (code) => {
      const before = await db()('qr_links').count<{ count: string }[]>('* as count');
      expect(await expectJson(create(code), 400)).toEqual({ message: CHARACTERS, code: 'bad_request' });
      expect(await db()('qr_links').count<{ count: string }[]>('* as count')).toEqual(before);
    },
  );

  it('still takes 1 to 10 letters and digits, in either case, stored upper-cased', async () => {
    expect((await expectJson<QrLinkDto>(create('z'), 201)).code).toBe('Z');
    expect((await expectJson<QrLinkDto>(create(' ab12cd9XY0 '), 201)).code).toBe('AB12CD9XY0');
    expect((await expectJson<{ message: string }>(create('ABCDEFGHIJK'), 400)).message).toBe('code: code must be at most 10 characters');
    expect((await expectJson<{ message: string }>(create(''), 400)).message).toBe('code: code is required');
  });

  it('answers a scanned code no link can have with the wrong-code answer, without counting it as a guess', async () => {
    const student = await signedIn(setup.server, 'printed@campus.edu');
    // More than the 10-a-minute limit: none of these is a guess at a real code.
    for (const code of [`${domain}/scan/A%2FB`, 'AB/', 'https://other.example/poster', 'ÄBC', 'ABCDEFGHIJK', 'AB-1', 'AB CD', 'A.B', 'X?Y', 'a_b', '§']) {
      expect(await expectJson(student.post('/api/scan', { code }), 404), code).toEqual({ message: 'Invalid code', code: 'not_found' });
    }
    const user = await db()('users').where({ email: 'printed@campus.edu' }).first();
    expect(await db()('scan_attempts').where({ user_id: user.id })).toHaveLength(0);
    // Not rate limited: the real code still collects.
    await expectJson(student.post('/api/scan', { code: `${domain}/scan/prt001` }), 200);
  });
});
