import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPieceDto, AdminQuestionnaireDto, AdminUserDto, EventDto, QrLinkDto } from '../core/admin';
import { EXPORT_FILES } from '../core/exportFiles';
import { ADMIN_EMAIL, expectJson } from '../api/testing/admin';
import { unzip, userCsvRow } from '../api/testing/exportZip';
import { seedImage } from '../api/testing/images';
import { jsonOf, removeDir, startCliTestServer, tempDir, type CliTestSetup } from './testing/hunt';

const PARTICIPANT = 'pat@campus.edu';

let setup: CliTestSetup;
let dir: string;

beforeAll(async () => {
  setup = await startCliTestServer();
  dir = await tempDir('hunt-admin-');
});
afterAll(async () => {
  await setup.stop();
  await removeDir(dir);
});

const users = () => expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
const roleOf = async (email: string) => (await users()).find((user) => user.email === email)?.role;

const records = (csv: string | undefined) => parse(csv ?? '', { columns: true }) as Record<string, string>[];

describe('hunt pieces import', () => {
  it('imports pieces from CSV with a local image, passes URLs through, and refuses an image over 500 KB', async () => {
    const small = await seedImage('innovation');
    await writeFile(path.join(dir, 'tile.png'), small);
    // A real PNG signature followed by noise: only its size is wrong.
    await writeFile(path.join(dir, 'huge.png'), Buffer.concat([small.subarray(0, 8), Buffer.alloc(500_001 - 8, 7)]));
    await writeFile(
      path.join(dir, 'pieces.csv'),
      ['name,description,image', 'CLI Piece,"Hidden by the CLI, in CSV",tile.png', 'Huge Piece,too big,huge.png', 'Linked Piece,,https://cdn.campus.edu/piece.png', ''].join('\n'),
    );

    const run = await setup.hunt(['pieces', 'import', path.join(dir, 'pieces.csv'), '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      created: ['CLI Piece', 'Linked Piece'],
      skipped: [],
      failed: [{ item: 'Huge Piece', error: expect.stringContaining('File too large: Please use an image under 500KB or provide a URL instead') }],
    });
    expect(run.stderr.trim().split('\n').at(-1)).toBe('{"error":{"message":"1 of 3 pieces failed","exitCode":1}}');

    const pieces = await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200);
    const byName = new Map(pieces.map((piece) => [piece.name, piece]));
    expect(byName.has('Huge Piece')).toBe(false);
    expect(byName.get('CLI Piece')?.description).toBe('Hidden by the CLI, in CSV');
    expect(byName.get('Linked Piece')?.imageUrl).toBe('https://cdn.campus.edu/piece.png');
    const stored = await setup.admin.get(byName.get('CLI Piece')?.imageUrl ?? '');
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(small);
  });

  it('skips pieces that already exist (JSON too) and succeeds', async () => {
    await writeFile(path.join(dir, 'pieces.json'), JSON.stringify([{ name: 'CLI Piece', image: 'tile.png' }, { name: 'Second Piece', description: 'From JSON' }]));
    const run = await setup.hunt(['pieces', 'import', path.join(dir, 'pieces.json')]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('1 created, 1 skipped (already there), 0 failed');
  });

  it('adds one piece with pieces add, and lists them', async () => {
    const run = await setup.hunt(['pieces', 'add', '--name', 'Added Piece', '--image', path.join(dir, 'tile.png')]);
    expect(run.code, run.stderr).toBe(0);
    const listed = jsonOf<AdminPieceDto[]>(await setup.hunt(['pieces', 'list', '--json']));
    expect(listed.map((piece) => piece.name)).toEqual(['CLI Piece', 'Linked Piece', 'Second Piece', 'Added Piece']);
    const table = await setup.hunt(['pieces', 'list']);
    expect(table.stdout).toMatch(/│ Added Piece\s+│ Uploaded image/);
  });
});

describe('QR links and questionnaires', () => {
  it('creates a QR link for a piece by name', async () => {
    const link = jsonOf<QrLinkDto & { link: string }>(await setup.hunt(['qr', 'create', '--code', 'cli001', '--piece', 'CLI Piece', '--json']));
    expect(link).toMatchObject({ code: 'CLI001', puzzlePieceName: 'CLI Piece', domain: setup.server.url, link: `${setup.server.url}/scan/CLI001` });
    const duplicate = await setup.hunt(['qr', 'create', '--code', 'CLI001', '--piece', 'CLI Piece']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toMatch(/^Error: .*\(409\)$/);
  });

  it('imports questionnaires from JSON, skipping titles that exist', async () => {
    const quiz = { title: 'CLI Quiz', triggerCount: 1, questions: [{ text: 'Capital of France?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 5 }] };
    await writeFile(path.join(dir, 'quiz.json'), JSON.stringify([quiz]));
    expect((await setup.hunt(['questionnaires', 'import', path.join(dir, 'quiz.json')])).code).toBe(0);
    const again = await setup.hunt(['questionnaires', 'import', path.join(dir, 'quiz.json')]);
    expect(again.stdout).toContain('0 created, 1 skipped');
    const listed = jsonOf<AdminQuestionnaireDto[]>(await setup.hunt(['questionnaires', 'list', '--json']));
    expect(listed.map((q) => q.title)).toEqual(['CLI Quiz']);

    await writeFile(path.join(dir, 'bad-quiz.json'), JSON.stringify({ title: 'Bad', questions: [{ text: 'Pick', type: 'radio' }] }));
    const bad = await setup.hunt(['questionnaires', 'import', path.join(dir, 'bad-quiz.json')]);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe(`Error: ${path.join(dir, 'bad-quiz.json')}, record 1: questions.0.choices: question 1 needs at least one choice`);
  });
});

describe('hunt users promote|demote', () => {
  it('promotes and demotes by e-mail (any case), and says when nothing changes', async () => {
    const promoted = await setup.hunt(['users', 'promote', 'PAT@Campus.edu']);
    expect(promoted.stdout.trim()).toBe(`Promoted ${PARTICIPANT} to administrator`);
    expect(await roleOf(PARTICIPANT)).toBe('admin');
    expect((await setup.hunt(['users', 'promote', PARTICIPANT])).stdout).toContain('already an administrator: nothing changed');

    const demoted = await setup.hunt(['users', 'demote', PARTICIPANT, '--json']);
    expect(jsonOf<{ role: string; changed: boolean }>(demoted)).toMatchObject({ role: 'user', changed: true });
    expect(await roleOf(PARTICIPANT)).toBe('user');
  });

  it('fails with one line for an unknown e-mail and for the server’s refusal', async () => {
    const unknown = await setup.hunt(['users', 'promote', 'nobody@campus.edu']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('Error: No user with e-mail nobody@campus.edu: they must sign in once first');
    const self = await setup.hunt(['users', 'demote', ADMIN_EMAIL]);
    expect(self.code).toBe(1);
    expect(self.stderr.trim()).toBe('Error: You cannot change your own role (409)');
  });
});

describe('hunt events and export', () => {
  it('creates an event, lets a participant play, completes the event and exports it all', async () => {
    const created = jsonOf<EventDto>(await setup.hunt(['events', 'create', '--name', 'CLI Hunt', '--start', 'now', '--end', '+1d', '--json']));
    expect(created).toMatchObject({ name: 'CLI Hunt', status: 'active', prizeTiers: expect.any(Array) });

    await expectJson(setup.user.post('/api/scan', { code: 'CLI001' }), 200);
    const quiz = (await expectJson<AdminQuestionnaireDto[]>(setup.admin.get('/api/admin/questionnaires'), 200))[0];
    await expectJson(setup.user.post('/api/survey/submit', { questionnaireId: quiz?.id, responses: { q0: 'Paris' } }), 200);

    const completed = await setup.hunt(['events', 'complete', String(created.id)]);
    expect(completed.stdout.trim()).toBe(`Completed event ${created.id}: CLI Hunt; the leaderboard is published`);
    const listed = jsonOf<EventDto[]>(await setup.hunt(['events', 'list', '--json']));
    expect(listed.map((event) => [event.name, event.status])).toEqual([['CLI Hunt', 'completed']]);
    const again = await setup.hunt(['events', 'complete', '--active']);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('Error: No event is active: nothing to complete');

    const zipFile = path.join(dir, 'everything.zip');
    const exported = jsonOf<{ file: string; bytes: number }>(await setup.hunt(['export', 'all', '--out', zipFile, '--json']));
    expect(exported.file).toBe(zipFile);
    // It holds e-mail addresses: readable by its owner only.
    expect((await stat(zipFile)).mode & 0o777).toBe(0o600);
    const files = await unzip(await readFile(zipFile));
    expect([...files.keys()].filter((name) => !name.startsWith('surveys/')).sort()).toEqual(Object.values(EXPORT_FILES).map((file) => file.name).sort());
    expect([...files.keys()].filter((name) => name.startsWith('surveys/'))).toEqual([expect.stringMatching(/^surveys\/\d+-cli-quiz\.csv$/)]);
    expect(records(files.get('users.csv')).map((row) => row.email).sort()).toEqual([ADMIN_EMAIL, PARTICIPANT]);
    expect(records(files.get('collection.csv')).map((row) => [row.userEmail, row.puzzlePieceName, row.qrCode])).toEqual([[PARTICIPANT, 'CLI Piece', 'CLI001']]);
    expect(records(files.get('survey-responses.csv')).map((row) => [row.userEmail, row.questionnaireTitle, row.pointsEarned])).toEqual([[PARTICIPANT, 'CLI Quiz', '5']]);
    expect(records(files.get('events.csv')).map((row) => [row.name, row.status])).toEqual([['CLI Hunt', 'completed']]);
  });

  it('exports users and surveys as the admin panel’s CSV files, readable by their owner only', async () => {
    // A file that was there with looser rights is tightened when overwritten.
    await writeFile(path.join(dir, 'users.csv'), 'old');
    await chmod(path.join(dir, 'users.csv'), 0o644);
    const run = await setup.hunt(['export', 'users', '--out', path.join(dir, 'users.csv')]);
    expect(run.stdout.trim()).toBe(`Exported 2 users to ${path.join(dir, 'users.csv')}`);
    expect((await stat(path.join(dir, 'users.csv'))).mode & 0o777).toBe(0o600);
    const surveysFile = path.join(dir, 'surveys.csv');
    expect((await setup.hunt(['export', 'surveys', '--out', surveysFile])).code).toBe(0);
    expect((await stat(surveysFile)).mode & 0o777).toBe(0o600);
    const csv = await readFile(path.join(dir, 'users.csv'), 'utf8');
    const [header] = parse(csv, { to_line: 1 }) as string[][];
    expect(header).toEqual(['id', 'email', 'firstName', 'lastName', 'role', 'collectionCount', 'createdAt', 'points', 'rank', 'completedAt', 'tier', 'prize', 'team', 'division']);
    const apiUsers = await users();
    expect(records(csv)).toEqual(apiUsers.map(userCsvRow));

    const surveys = await setup.hunt(['export', 'surveys', '--out', '-']);
    const [row, ...rest] = records(surveys.stdout);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ userEmail: PARTICIPANT, questionnaireTitle: 'CLI Quiz', responses: '{"q0":"Paris"}' });
  });
});

describe('hunt events start', () => {
  it('starts a scheduled event now, refuses while another is active, and needs an ID without a terminal', async () => {
    const first = jsonOf<EventDto>(await setup.hunt(['events', 'create', '--name', 'Next Hunt', '--start', '+1d', '--end', '+2d', '--json']));
    const second = jsonOf<EventDto>(await setup.hunt(['events', 'create', '--name', 'Later Hunt', '--start', '+3d', '--end', '+4d', '--json']));
    expect([first.status, second.status]).toEqual(['scheduled', 'scheduled']);

    const started = await setup.hunt(['events', 'start', String(first.id)]);
    expect(started.code).toBe(0);
    expect(started.stdout.trim()).toMatch(new RegExp(`^Started event ${first.id}: Next Hunt; it ends \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
    const listed = jsonOf<EventDto[]>(await setup.hunt(['events', 'list', '--json']));
    const byName = new Map(listed.map((event) => [event.name, event]));
    expect(byName.get('Next Hunt')).toMatchObject({ status: 'active', endDate: first.endDate });
    expect(new Date(byName.get('Next Hunt')?.startDate ?? '').getTime()).toBeLessThanOrEqual(Date.now());

    const refused = await setup.hunt(['events', 'start', String(second.id)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe('Error: Another event is active: complete it first (409)');
    const again = await setup.hunt(['events', 'start', String(first.id), '--json']);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stderr.trim())).toEqual({ error: { message: 'Only a scheduled event can be started: this one is active (409)', exitCode: 1 } });
    const unnamed = await setup.hunt(['events', 'start']);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr.trim()).toBe('Error: Missing ID (required when not running interactively)');
    expect((await setup.hunt(['events', 'start', 'abc'])).stderr.trim()).toBe('Error: ID must be a number');

    await setup.hunt(['events', 'complete', '--active']);
    const json = jsonOf<EventDto>(await setup.hunt(['events', 'start', String(second.id), '--json']));
    expect(json).toMatchObject({ id: second.id, status: 'active' });
  });
});

describe('hunt events update', () => {
  it('changes only the options given, until the event is completed', async () => {
    const event = jsonOf<EventDto>(await setup.hunt(['events', 'create', '--name', 'Draft Hunt', '--start', '+5d', '--end', '+6d', '--json']));
    const renamed = await setup.hunt(['events', 'update', String(event.id), '--name', 'Final Hunt', '--end', '+7d', '--prize-tiers', 'none', '--leaderboard', 'sealed']);
    expect(renamed.code).toBe(0);
    expect(renamed.stdout.trim()).toMatch(new RegExp(`^Updated event ${event.id}: Final Hunt \\(scheduled\\), \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} to \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
    const listed = jsonOf<EventDto[]>(await setup.hunt(['events', 'list', '--json'])).find((row) => row.id === event.id);
    expect(listed).toMatchObject({ name: 'Final Hunt', startDate: event.startDate, prizeTiers: [], leaderboardVisibility: 'sealed', locationPolicy: event.locationPolicy });
    expect(new Date(listed?.endDate ?? '').getTime() - new Date(event.endDate).getTime()).toBeGreaterThan(23 * 60 * 60 * 1000);

    const nothing = await setup.hunt(['events', 'update', String(event.id)]);
    expect([nothing.code, nothing.stderr.trim()]).toEqual([2, 'Error: Nothing to change: give --name, --description, --start, --end, --prize-tiers, --leaderboard, --location-policy, --freeze-minutes, --language, --mode, --team-size, --team-formation, --late-joining or --division-choice']);
    const frozen = jsonOf<EventDto>(await setup.hunt(['events', 'update', String(event.id), '--freeze-minutes', '20', '--json']));
    expect(frozen.freezeMinutes).toBe(20);
    expect(event.language).toBe('en');
    const spanish = jsonOf<EventDto>(await setup.hunt(['events', 'update', String(event.id), '--language', 'es', '--json']));
    expect(spanish.language).toBe('es');
    const klingon = await setup.hunt(['events', 'update', String(event.id), '--language', 'tlh']);
    expect([klingon.code, klingon.stderr.trim()]).toEqual([2, 'Error: --language: must be en or es']);
    const backwards = await setup.hunt(['events', 'update', String(event.id), '--end', '+1d']);
    expect([backwards.code, backwards.stderr.trim()]).toEqual([1, 'Error: endDate must be after startDate (400)']);
    const badSet = await setup.hunt(['events', 'update', String(event.id), '--prize-tiers', 'gold']);
    expect([badSet.code, badSet.stderr.trim()]).toEqual([2, "Error: --prize-tiers: must be 'default' or 'none'"]);

    await setup.hunt(['events', 'complete', '--active']);
    await setup.hunt(['events', 'start', String(event.id)]);
    await setup.hunt(['events', 'complete', String(event.id)]);
    const closed = await setup.hunt(['events', 'update', String(event.id), '--name', 'Late']);
    expect([closed.code, closed.stderr.trim()]).toEqual([1, 'Error: A completed event cannot be edited (409)']);
  });
});

describe('hunt events board and export --event', () => {
  it("reads a past event's board and export, the current event's by default", async () => {
    const listed = jsonOf<EventDto[]>(await setup.hunt(['events', 'list', '--json']));
    const cliHunt = listed.find((event) => event.name === 'CLI Hunt');
    expect(cliHunt?.status).toBe('completed');

    const zipOf = async (args: string[]) => {
      const file = path.join(dir, `event-${args.join('-') || 'current'}.zip`);
      expect((await setup.hunt(['export', 'all', '--out', file, ...args])).code).toBe(0);
      return unzip(await readFile(file));
    };
    const past = await zipOf(['--event', String(cliHunt?.id)]);
    expect(records(past.get('collection.csv')).map((row) => [row.userEmail, row.qrCode])).toEqual([[PARTICIPANT, 'CLI001']]);
    // The current event is the one completed last, where nobody played.
    const current = await zipOf([]);
    expect(records(current.get('collection.csv'))).toEqual([]);
    const surveys = await setup.hunt(['export', 'surveys', '--event', String(cliHunt?.id), '--out', '-']);
    expect(records(surveys.stdout).map((row) => row.userEmail)).toEqual([PARTICIPANT]);

    const board = await setup.hunt(['events', 'board']);
    expect([board.code, board.stdout.trim()]).toEqual([0, 'No participants yet']);
    const bad = await setup.hunt(['export', 'all', '--event', 'abc', '--out', '-']);
    expect([bad.code, bad.stderr.trim()]).toEqual([2, 'Error: --event must be a number']);
    const missing = await setup.hunt(['events', 'board', '999999']);
    expect([missing.code, missing.stderr.trim()]).toEqual([1, 'Error: Event not found (404)']);
  });

  it("adds a piece of one event's own, and clones the event with a copy of it under a new code", async () => {
    const own = jsonOf<EventDto>(await setup.hunt(['events', 'create', '--name', 'Own Hunt', '--start', '+10d', '--end', '+11d', '--json']));
    const piece = jsonOf<AdminPieceDto>(await setup.hunt(['pieces', 'add', '--name', 'Own Leaf', '--event', String(own.id), '--json']));
    expect(piece.eventId).toBe(own.id);
    await expectJson(setup.admin.post('/api/admin/qr-links', { code: 'OWNLF1', puzzlePieceId: piece.id, domain: setup.server.url, isActive: true }), 201);

    const run = await setup.hunt(['events', 'clone', String(own.id), '--start', '+12d', '--end', '+13d']);
    expect(run.stdout.trim()).toMatch(new RegExp(`^Cloned event ${own.id} as event (\\d+): Own Hunt \\(copy\\) \\(scheduled\\)$`));
    const cloneId = Number(/as event (\d+)/.exec(run.stdout)?.[1]);
    const copy = (await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200)).find((row) => row.eventId === cloneId);
    expect(copy).toMatchObject({ name: 'Own Leaf', qrLinkCount: 1 });
    const codes = (await expectJson<QrLinkDto[]>(setup.admin.get('/api/admin/qr-links'), 200)).filter((link) => link.puzzlePieceId === copy?.id).map((link) => link.code);
    expect(codes).toHaveLength(1);
    expect(codes[0]).not.toBe('OWNLF1');
    const unknown = await setup.hunt(['events', 'clone', '999999', '--start', '+1d', '--end', '+2d']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'Error: No event 999999: see `hunt events list`']);
  });
});

describe('hunt announce', () => {
  it('sends one now or schedules one, and says which', async () => {
    const now = await setup.hunt(['announce', 'Clue: the old oak', '--json']);
    expect(now.code).toBe(0);
    expect(JSON.parse(now.stdout)).toMatchObject({ text: 'Clue: the old oak', sentAt: expect.any(String) });
    const later = await setup.hunt(['announce', 'Finale at five', '--at', '+2h']);
    expect(later.stdout.trim()).toMatch(/^Scheduled announcement \d+ for \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const sent = await expectJson<{ text: string }[]>(setup.user.get('/api/announcements'), 200);
    expect(sent.map((announcement) => announcement.text)).toEqual(['Clue: the old oak']);
    const long = await setup.hunt(['announce', 'x'.repeat(281)]);
    expect([long.code, long.stderr.trim()]).toEqual([1, 'Error: text: text must be at most 280 characters (400)']);
  });
});

describe('clues and hints from the terminal', () => {
  it('imports clues and hints from CSV columns and JSON, refusing a bad hint before creating anything', async () => {
    await writeFile(path.join(dir, 'clues.csv'), 'name,clue,hint1,hint1Cost,hint2,hint2Cost\nClock Piece,Where time is kept,Look up,5,The tower,10\n');
    const csv = await setup.hunt(['pieces', 'import', path.join(dir, 'clues.csv')]);
    expect(csv.code, csv.stderr).toBe(0);
    await writeFile(path.join(dir, 'clues.json'), JSON.stringify([{ name: 'Lake Piece', clue: 'Ducks know', hints: [{ text: 'The boathouse', cost: 0 }] }]));
    expect((await setup.hunt(['pieces', 'import', path.join(dir, 'clues.json')])).code).toBe(0);
    const listed = jsonOf<AdminPieceDto[]>(await setup.hunt(['pieces', 'list', '--json']));
    expect(listed.find((piece) => piece.name === 'Clock Piece')).toMatchObject({
      clue: 'Where time is kept',
      hints: [
        { text: 'Look up', cost: 5 },
        { text: 'The tower', cost: 10 },
      ],
    });
    expect(listed.find((piece) => piece.name === 'Lake Piece')).toMatchObject({ clue: 'Ducks know', hints: [{ text: 'The boathouse', cost: 0 }] });

    await writeFile(path.join(dir, 'bad-hints.json'), JSON.stringify([{ name: 'Bad Piece', hints: [{ text: 'Free money', cost: -5 }] }]));
    const bad = await setup.hunt(['pieces', 'import', path.join(dir, 'bad-hints.json')]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('hint cost must be from 0 to 100000');
    expect(jsonOf<AdminPieceDto[]>(await setup.hunt(['pieces', 'list', '--json'])).map((piece) => piece.name)).not.toContain('Bad Piece');
  });

  it('adds a piece with its clue, warning first when a hunt is running', async () => {
    await setup.hunt(['events', 'create', '--name', 'Running Clue Hunt', '--start', 'now', '--end', '+1d']);
    const run = await setup.hunt(['pieces', 'add', '--name', 'Late Clue Piece', '--clue', 'Under the bridge', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('Running Clue Hunt is running: students who have finished stay finished; everyone still hunting will need this piece too.');
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'Late Clue Piece', clue: 'Under the bridge' });
  });
});
