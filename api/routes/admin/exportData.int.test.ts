import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto, EventDto, SurveyResponseAdminDto } from '../../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../../core/constants';
import type { LeaderboardDto } from '../../../core/contracts';
import { EXPORT_FILES, questionnaireSheetName } from '../../../core/exportFiles';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { readCsv, unzip, userCsvRow } from '../../testing/exportZip';
import type { TestClient } from '../../testing/client';
import { makeEvent, makePieces, makeQuestionnaire } from '../../testing/factories';

const FORMULA_NAME = '=HYPERLINK("x")';

let setup: AdminTestSetup;
let evil: TestClient;
let response: Response;
let files: Map<string, string>;
let quizSheet = '';

/** The CSV's header row and its records as objects keyed by column. */
const readCsvFile = (name: string) => readCsv(files.get(name) ?? '');

const DELAYED_SCAN_AT = new Date(Date.now() - 5 * 60_000).toISOString();
const POSITION = { latitude: 51.5, longitude: -0.12, accuracy: 12 };

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  await makePieces(db, ['EXP001', 'EXP002']);
  await makeEvent(db, { name: 'Export Hunt' });
  const quiz = await makeQuestionnaire(db, {
    title: '+Quiz, "quoted"',
    questions: [{ text: 'Capital?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 8 }],
  });
  quizSheet = questionnaireSheetName(quiz.id, quiz.title);
  evil = await signedIn(setup.server, 'evil@campus.edu', { firstName: FORMULA_NAME, lastName: 'Smith' });
  // Made offline five minutes ago, sent now; then a code typed by hand.
  await expectJson(setup.user.post('/api/scan', { code: 'EXP002', claimedAt: DELAYED_SCAN_AT, source: 'camera', position: POSITION }), 200);
  await expectJson(setup.user.post('/api/scan', { code: 'EXP001', source: 'typed' }), 200);
  await expectJson(setup.user.post('/api/survey/submit', { questionnaireId: quiz.id, responses: { q0: '=1+1' } }), 200);
  await expectJson(evil.post('/api/scan', { code: 'exp001' }), 200);
  await expectJson(evil.post('/api/scan', { code: 'NOPE42' }), 404);

  response = await setup.admin.get('/api/admin/export-data');
  files = await unzip(Buffer.from(await response.arrayBuffer()));
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/export-data', () => {
  it('downloads campus-hunt-export-{date}.zip holding its CSVs and a sheet per questionnaire', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const date = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="campus-hunt-export-${date}.zip"`);
    expect(quizSheet).toMatch(/^surveys\/\d+-quiz-quoted\.csv$/);
    expect([...files.keys()].sort()).toEqual([...Object.values(EXPORT_FILES).map((file) => file.name), quizSheet].sort());
  });

  it("writes each questionnaire's sheet with a column per question, headed by its text", () => {
    const { header, rows } = readCsvFile(quizSheet);
    expect(header).toEqual(['userId', 'userEmail', 'submittedAt', 'pointsEarned', 'Capital?']);
    expect(rows.map((row) => [row.userEmail, row.pointsEarned, row['Capital?']])).toEqual([['pat@campus.edu', '0', "'=1+1"]]);
  });

  it('writes users.csv with the users the admin API lists, formulas neutralised', async () => {
    const users = await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
    const { header, rows } = readCsvFile('users.csv');
    expect(header).toEqual([...EXPORT_FILES.users.columns]);
    // The formula in a name comes back neutralised, the rest as the API lists it.
    expect(rows).toEqual(users.map((user) => ({ ...userCsvRow(user), firstName: user.firstName === FORMULA_NAME ? `'${FORMULA_NAME}` : (user.firstName ?? '') })));
    expect(rows.find((row) => row.email === 'evil@campus.edu')?.firstName).toBe(`'=HYPERLINK("x")`);
  });

  it("writes collection.csv: who holds which piece, through which code, how it arrived, a delayed scan's device time and a position", async () => {
    const users = await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
    const idOf = (email: string) => users.find((user) => user.email === email)?.id;
    const { header, rows } = readCsvFile('collection.csv');
    expect(header).toEqual([
      'userId', 'userEmail', 'puzzlePieceId', 'puzzlePieceName', 'qrCode', 'collectedAt', 'claimedAt', 'source', 'latitude', 'longitude', 'accuracyM',
    ]);
    const pat = { userId: idOf('pat@campus.edu'), userEmail: 'pat@campus.edu' };
    const noPosition = { latitude: '', longitude: '', accuracyM: '' };
    expect(rows.map(({ collectedAt, ...rest }) => ({ ...rest, dated: !Number.isNaN(Date.parse(collectedAt ?? '')) }))).toEqual([
      { ...pat, puzzlePieceId: '2', puzzlePieceName: 'EXP002 Piece', qrCode: 'EXP002', claimedAt: DELAYED_SCAN_AT, source: 'camera', latitude: '51.5', longitude: '-0.12', accuracyM: '12', dated: true },
      { ...pat, puzzlePieceId: '1', puzzlePieceName: 'EXP001 Piece', qrCode: 'EXP001', claimedAt: '', source: 'typed', ...noPosition, dated: true },
      { userId: idOf('evil@campus.edu'), userEmail: 'evil@campus.edu', puzzlePieceId: '1', puzzlePieceName: 'EXP001 Piece', qrCode: 'EXP001', claimedAt: '', source: '', ...noPosition, dated: true },
    ]);
  });

  it('writes scans.csv with every collection and every wrong code, in time order', () => {
    const { header, rows } = readCsvFile('scans.csv');
    expect(header).toEqual(['userId', 'userEmail', 'code', 'result', 'at']);
    expect(rows.map((row) => [row.userEmail, row.code, row.result])).toEqual([
      ['pat@campus.edu', 'EXP002', 'collected'],
      ['pat@campus.edu', 'EXP001', 'collected'],
      ['evil@campus.edu', 'EXP001', 'collected'],
      ['evil@campus.edu', 'NOPE42', 'invalid'],
    ]);
    const times = rows.map((row) => Date.parse(row.at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('writes survey-responses.csv with the survey columns plus questionnaireId and pointsEarned', async () => {
    const [response] = await expectJson<SurveyResponseAdminDto[]>(setup.admin.get('/api/admin/survey-responses'), 200);
    const { header, rows } = readCsvFile('survey-responses.csv');
    expect(header).toEqual(['userId', 'userEmail', 'questionnaireTitle', 'responses', 'submittedAt', 'questionnaireId', 'pointsEarned']);
    expect(rows).toEqual([
      {
        userId: response?.userId,
        userEmail: 'pat@campus.edu',
        questionnaireTitle: `'+Quiz, "quoted"`,
        responses: JSON.stringify({ q0: '=1+1' }),
        submittedAt: response?.submittedAt,
        questionnaireId: String(response?.questionnaireId),
        pointsEarned: '0',
      },
    ]);
  });

  it('writes leaderboard.csv with every ranked participant and full e-mails', async () => {
    const board = await expectJson<LeaderboardDto>(setup.admin.get('/api/admin/leaderboard'), 200);
    const { header, rows } = readCsvFile('leaderboard.csv');
    expect(header).toEqual(['rank', 'userId', 'userName', 'email', 'totalPoints', 'percentile', 'completedAt', 'piecesFound', 'lastFoundAt', 'tier', 'prize', 'team', 'division']);
    expect(rows).toEqual(
      board.entries.map((entry) => ({
        rank: String(entry.rank),
        userId: entry.userId,
        // A spreadsheet formula is written as text (a leading apostrophe).
        userName: /^[=+\-@]/.test(entry.userName) ? `'${entry.userName}` : entry.userName,
        email: entry.email,
        totalPoints: String(entry.totalPoints),
        percentile: entry.percentile === null ? '' : String(entry.percentile),
        completedAt: entry.completedAt ?? '',
        piecesFound: String(entry.piecesFound),
        lastFoundAt: entry.lastFoundAt ?? '',
        tier: entry.tier ?? '',
        prize: entry.prize ?? '',
        team: entry.team ?? '',
        division: entry.division ?? '',
      })),
    );
    // The finisher first, then the student still hunting.
    expect(rows.map((row) => row.email)).toEqual(['pat@campus.edu', expect.any(String)]);
    // The only finisher reaches the top tier and its prize.
    expect(rows[0]).toMatchObject({ tier: 'Platinum', prize: 'Platinum Prize' });
  });

  it('writes events.csv with prize tiers as JSON', async () => {
    const [event] = await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200);
    const { header, rows } = readCsvFile('events.csv');
    expect(header).toEqual(['id', 'name', 'description', 'status', 'startDate', 'endDate', 'prizeTiers']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: String(event?.id), name: 'Export Hunt', description: '', status: 'active', startDate: event?.startDate, endDate: event?.endDate });
    expect(JSON.parse(rows[0]?.prizeTiers ?? '')).toEqual(DEFAULT_PRIZE_TIERS.map((tier) => ({ ...tier })));
  });

  it('streams the archive (chunked, no Content-Length) and keeps it out of caches', () => {
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
