import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makePieces } from '../../testing/factories';
import { pdfQrCodes, pdfText } from '../../testing/printed';

// Posters of the QR links, as the panel and `hunt qr sheet` print them: a PDF whose codes a
// phone reads, with the code in words and how to take part without a scanner.

let setup: AdminTestSetup;
const posters = (query = '') => setup.admin.get(`/api/admin/qr-links/posters${query}`);
const pdfOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
/** The factory's links hang on this domain. */
const DOMAIN = 'http://localhost';

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makePieces(setup.server.runtime.deps.db, ['PST001', 'PST002', 'PST003']);
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/qr-links/posters', () => {
  it('prints every link as a poster a page: its QR code reads as its scan link, its text names the code and how to take part', async () => {
    const response = await posters();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="qr-posters.pdf"');
    const pdf = await pdfOf(response);
    expect(await pdfQrCodes(pdf)).toEqual(['PST001', 'PST002', 'PST003'].map((code) => [`${DOMAIN}/scan/${code}`]));
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim());
    expect(pages).toHaveLength(3);
    const host = new URL(DOMAIN).host;
    pages.forEach((page, index) => {
      const code = `PST00${index + 1}`;
      expect(page).toContain('Scan me');
      expect(page).toContain(code);
      expect(page).toContain(`${code} Piece`);
      expect(page.replace(/\s+/g, ' ')).toContain(`No scanner? Open ${host}, sign in and type ${code}`);
    });
  });

  it('prints the codes named, in their order, several to a page on the paper asked for', async () => {
    const pdf = await pdfOf(await posters('?codes=pst003,PST001&paper=letter&perPage=2'));
    const pages = await pdfQrCodes(pdf);
    expect(pages.map((codes) => [...codes].sort())).toEqual([[`${DOMAIN}/scan/PST001`, `${DOMAIN}/scan/PST003`]]);
    const text = await pdfText(pdf);
    expect(text.indexOf('PST003')).toBeLessThan(text.indexOf('PST001'));
    expect(text).not.toContain('PST002');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
  });

  it('refuses an unknown code (404), more to a page than print 6 cm wide, and a bad paper (400)', async () => {
    expect((await expectJson<{ message: string }>(posters('?codes=PST001,NOPE'), 404)).message).toBe('QR link not found: NOPE');
    expect((await expectJson<{ message: string }>(posters('?perPage=9'), 400)).message).toBe('perPage 9 would print codes smaller than 6 cm: at most 4 fit on one A4 page');
    expect((await expectJson<{ message: string }>(posters('?paper=a3'), 400)).message).toBe("paper: paper must be 'a4' or 'letter'");
    expect((await expectJson<{ message: string }>(posters('?perPage=two'), 400)).message).toBe('perPage: perPage must be a number');
  });

  it('answers 401 signed out and 403 to a participant', async () => {
    expect((await setup.anonymous.get('/api/admin/qr-links/posters')).status).toBe(401);
    expect((await setup.user.get('/api/admin/qr-links/posters')).status).toBe(403);
  });
});
