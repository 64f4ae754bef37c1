/**
 * A hunt set up the way an organiser does it, over the admin HTTP API only (for PGlite, whose
 * database lives inside the server process, so the bench cannot write fixtures into it).
 */
import { PIECE_COUNT, type Hunt, type Piece, type Student } from './fixtures';
import { field, requestJson } from './http';
import { check } from './report';

export async function createHuntOverHttp(origin: string, admin: Student, domain: string): Promise<Hunt> {
  const post = async (path: string, body: unknown) => {
    const response = await requestJson(origin, 'POST', path, { cookie: admin.cookie, body });
    check(response.status === 201, `POST ${path} answered ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
    return response.body;
  };
  const pieces: Piece[] = [];
  for (let i = 1; i <= PIECE_COUNT; i++) {
    const pieceId = field(await post('/api/admin/puzzles', { name: `Bench piece ${i}` }), 'id');
    const code = `BENCH${i}`;
    const linkId = field(await post('/api/admin/qr-links', { code, puzzlePieceId: pieceId, domain, isActive: true }), 'id');
    check(typeof pieceId === 'number' && typeof linkId === 'number', 'the admin API did not answer with piece and link ids');
    pieces.push({ pieceId, linkId, code });
  }
  const hour = 60 * 60 * 1000;
  const event = await post('/api/admin/events', {
    name: 'Bench hunt',
    startDate: new Date(Date.now() - hour).toISOString(),
    endDate: new Date(Date.now() + 24 * hour).toISOString(),
    leaderboardVisibility: 'live',
    prizeTiers: [
      { percentile: 99, prizeName: 'Platinum Prize', prizeDescription: 'Top 1%' },
      { percentile: 95, prizeName: 'Gold Prize', prizeDescription: 'Top 5%' },
      { percentile: 90, prizeName: 'Silver Prize', prizeDescription: 'Top 10%' },
      { percentile: 75, prizeName: 'Bronze Prize', prizeDescription: 'Top 25%' },
    ],
  });
  check(field(event, 'status') === 'active', `the new event is ${String(field(event, 'status'))}, not active`);
  const eventId = field(event, 'id');
  check(typeof eventId === 'number', 'the admin API did not answer with the event id');
  return { pieces, domain, eventId };
}

/** How many collections each link and each student has, as the admin panel shows them. */
export async function adminCounts(origin: string, admin: Student): Promise<{ scansByCode: Map<string, number>; piecesByEmail: Map<string, number> }> {
  const links = await requestJson(origin, 'GET', '/api/admin/qr-links', { cookie: admin.cookie });
  const users = await requestJson(origin, 'GET', '/api/admin/users', { cookie: admin.cookie });
  check(links.status === 200 && Array.isArray(links.body), `GET /api/admin/qr-links answered ${links.status}`);
  check(users.status === 200 && Array.isArray(users.body), `GET /api/admin/users answered ${users.status}`);
  const scansByCode = new Map<string, number>();
  for (const link of links.body as unknown[]) scansByCode.set(String(field(link, 'code')), Number(field(link, 'scanCount')));
  const piecesByEmail = new Map<string, number>();
  for (const user of users.body as unknown[]) piecesByEmail.set(String(field(user, 'email')), Number(field(user, 'collectionCount')));
  return { scansByCode, piecesByEmail };
}
