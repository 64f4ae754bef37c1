import { describe, expect, it } from 'vitest';
import type { AdminPieceDto } from '../core/admin';
import { ADMIN_SERVER, openSection, useOrganiser } from './support/admin';
import { seen } from './support/session';
import { useBrowser, useServer } from './support/suite';

// Code health: a piece nobody can collect is flagged on the Overview and in
// the Puzzle Pieces and QR Links sections, and the flag goes once it has a code.

const server = useServer('code-health', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);
const NO_CODE = 'No active QR code: students cannot collect this piece';

describe('code health', () => {
  it('flags a piece without an active QR code until it gets one', async () => {
    const { page } = organiser();
    const overview = await openSection(page, 'overview');
    await seen(overview.getByText(/^All codes healthy/));

    const created = await page.request.post(`${server().url}/api/admin/puzzles`, { data: { name: 'Tenth Piece', imageUrl: '' } });
    expect(created.status()).toBe(201);
    const piece = (await created.json()) as AdminPieceDto;
    await page.reload();
    const flag = await seen(page.getByTestId('code-health-flag').filter({ hasText: 'Tenth Piece' }));
    expect((await flag.innerText()).trim()).toBe(`Tenth Piece: ${NO_CODE}`);
    // The demo's Finisher Feedback waits for nine pieces: nine can still be collected.
    expect(await page.getByTestId('code-health-flag').count()).toBe(1);

    const pieces = await openSection(page, 'puzzles');
    await seen(pieces.getByTestId('piece-row').filter({ hasText: 'Tenth Piece' }).getByTestId('health-flag').filter({ hasText: NO_CODE }));

    const link = await page.request.post(`${server().url}/api/admin/qr-links`, { data: { code: 'TENTH1', puzzlePieceId: piece.id, domain: server().url } });
    expect(link.status()).toBe(201);
    const links = await openSection(page, 'qr-links');
    await seen(links.getByTestId('qr-link-row').filter({ hasText: 'TENTH1' }));
    expect(await links.getByTestId('health-flag').count()).toBe(0);
    const again = await openSection(page, 'overview');
    await seen(again.getByText(/^All codes healthy/));
  });
});
