import { describe, expect, it } from 'vitest';
import type { EventCreateInput } from './admin';
import { parseSeedFile } from './seedFile';
import { applySeed, planIsEmpty, plannedNames, planSeed, type ExistingContent, type RosterTarget, type SeedTarget } from './seedPlan';

const DAY_MS = 86_400_000;

const sample = parseSeedFile({
  pieces: [
    {
      name: 'North Piece',
      code: 'nrth01',
      image: 'north.png',
      place: { latitude: 51.75, longitude: -1.25 },
      clue: 'Where the compass points',
      clueImage: 'compass.png',
      hints: [{ text: 'By the gate', cost: 5 }],
    },
    { name: 'South Piece', code: 'STH002' },
  ],
  questionnaires: [{ title: 'Quiz', questions: [{ text: 'Why?', type: 'text' }] }],
  event: { name: 'Spring Hunt', startsInDays: 1, durationDays: 7 },
});
const nothing: ExistingContent = { pieceNames: [], links: [], questionnaireTitles: [], eventNames: [] };

describe('planSeed', () => {
  it('plans everything on an empty server', () => {
    const plan = planSeed(sample, nothing);
    expect(plan.pieces.map((piece) => piece.name)).toEqual(['North Piece', 'South Piece']);
    expect(plan.links).toEqual([
      { code: 'NRTH01', pieceName: 'North Piece', place: { latitude: 51.75, longitude: -1.25, radiusM: 75 } },
      { code: 'STH002', pieceName: 'South Piece', place: null },
    ]);
    expect(plan.questionnaires.map((q) => q.title)).toEqual(['Quiz']);
    expect(plan.event?.name).toBe('Spring Hunt');
    expect(planIsEmpty(plan)).toBe(false);
    expect(plannedNames(plan)).toEqual({ pieces: ['North Piece', 'South Piece'], links: ['NRTH01', 'STH002'], questionnaires: ['Quiz'], event: 'Spring Hunt' });
  });

  it('plans nothing once everything exists (matched by piece name, code, title and event name)', () => {
    const existing: ExistingContent = {
      pieceNames: ['North Piece', 'South Piece', 'Other'],
      links: [
        { code: 'NRTH01', puzzlePieceName: 'North Piece' },
        { code: 'STH002', puzzlePieceName: 'South Piece' },
      ],
      questionnaireTitles: ['Quiz'],
      eventNames: ['Spring Hunt'],
    };
    const plan = planSeed(sample, existing);
    expect(planIsEmpty(plan)).toBe(true);
    expect(plan.warnings).toEqual([]);
  });

  it('creates only what is missing, and leaves a code that points elsewhere alone with a warning', () => {
    const plan = planSeed(sample, { ...nothing, pieceNames: ['North Piece'], links: [{ code: 'STH002', puzzlePieceName: 'Moved Piece' }] });
    expect(plan.pieces.map((piece) => piece.name)).toEqual(['South Piece']);
    expect(plan.links).toEqual([{ code: 'NRTH01', pieceName: 'North Piece', place: { latitude: 51.75, longitude: -1.25, radiusM: 75 } }]);
    expect(plan.warnings).toEqual(["QR code STH002 already exists for 'Moved Piece', not 'South Piece': left as it is"]);
  });
});

/** A target that records every call, in order; `refuse` names a call that fails. */
function recordingTarget(refuse?: { call: string; name: string }) {
  const calls: [string, unknown][] = [];
  let nextId = 100;
  const record = (call: string, name: string, input: unknown) => {
    if (refuse?.call === call && refuse.name === name) throw new Error(`${call} refused ${name}`);
    calls.push([call, input]);
  };
  const target: SeedTarget = {
    async createPiece(piece) {
      record('piece', piece.name, piece);
      return { id: nextId++, name: piece.name };
    },
    async createLink(link) {
      record('link', link.code, link);
    },
    async createQuestionnaire(questionnaire) {
      record('questionnaire', questionnaire.title, questionnaire.title);
    },
    async createEvent(event: EventCreateInput) {
      record('event', event.name, event);
    },
    async pieceImage(reference) {
      record('image', reference ?? '', reference);
      return reference ? `data:image/png;base64,${reference}` : null;
    },
  };
  return { calls, target };
}

describe('applySeed', () => {
  const now = new Date('2026-05-01T09:00:00Z');
  const options = { domain: 'https://hunt.campus.edu', pieceIds: new Map<string, number>(), now };

  it('reads every image first, then creates pieces, their links, questionnaires and the event, reporting each step', async () => {
    const { calls, target } = recordingTarget();
    const steps: (string | number)[] = [];
    const created = await applySeed(planSeed(sample, nothing), target, { ...options, onStart: (total) => steps.push(total), onStep: (label) => steps.push(label) });

    expect(created).toEqual({ pieces: ['North Piece', 'South Piece'], links: ['NRTH01', 'STH002'], questionnaires: ['Quiz'], event: 'Spring Hunt' });
    expect(steps).toEqual([6, 'North Piece', 'South Piece', 'NRTH01', 'STH002', 'Quiz', 'Spring Hunt']);
    expect(calls).toEqual([
      ['image', 'north.png'],
      ['image', null],
      ['image', 'compass.png'],
      [
        'piece',
        {
          name: 'North Piece',
          description: null,
          imageUrl: 'data:image/png;base64,north.png',
          clue: 'Where the compass points',
          clueImageUrl: 'data:image/png;base64,compass.png',
          hints: [{ text: 'By the gate', cost: 5 }],
        },
      ],
      ['piece', { name: 'South Piece', description: null, imageUrl: null, clue: null, clueImageUrl: null, hints: [] }],
      ['link', { code: 'NRTH01', puzzlePieceId: 100, domain: 'https://hunt.campus.edu', place: { latitude: 51.75, longitude: -1.25, radiusM: 75 } }],
      ['link', { code: 'STH002', puzzlePieceId: 101, domain: 'https://hunt.campus.edu', place: null }],
      ['questionnaire', 'Quiz'],
      [
        'event',
        {
          name: 'Spring Hunt',
          description: null,
          startDate: new Date(now.getTime() + DAY_MS).toISOString(),
          endDate: new Date(now.getTime() + 8 * DAY_MS).toISOString(),
          prizeTiers: sample.event?.prizeTiers,
          leaderboardVisibility: 'live',
          locationPolicy: 'flag',
          mode: 'solo',
          teamSize: 5,
          teamFormation: 'students',
          lateJoining: false,
          divisionChoice: 'students',
        },
      ],
    ]);
  });

  it('links a code to a piece that already exists, by its id', async () => {
    const { calls, target } = recordingTarget();
    const plan = planSeed(sample, { ...nothing, pieceNames: ['North Piece', 'South Piece'] });
    await applySeed(plan, target, { ...options, pieceIds: new Map([['North Piece', 7], ['South Piece', 8]]) });
    expect(calls.filter(([call]) => call === 'link').map(([, link]) => (link as { puzzlePieceId: number }).puzzlePieceId)).toEqual([7, 8]);
    expect(calls.some(([call]) => call === 'piece')).toBe(false);
  });

  it('creates nothing when an image is refused', async () => {
    const { calls, target } = recordingTarget({ call: 'image', name: 'north.png' });
    const steps: string[] = [];
    await expect(applySeed(planSeed(sample, nothing), target, { ...options, onStart: () => steps.push('start') })).rejects.toThrow('image refused north.png');
    expect(calls.filter(([call]) => call !== 'image')).toEqual([]);
    expect(steps).toEqual([]);
  });

  it('stops at the first refusal, keeping what was created before it', async () => {
    const { calls, target } = recordingTarget({ call: 'link', name: 'STH002' });
    await expect(applySeed(planSeed(sample, nothing), target, options)).rejects.toThrow('link refused STH002');
    expect(calls.map(([call]) => call)).toEqual(['image', 'image', 'image', 'piece', 'piece', 'link']);
  });

  it('passes image references on as they are when the target has no image loader', async () => {
    const { calls, target } = recordingTarget();
    delete target.pieceImage;
    await applySeed(planSeed(sample, nothing), target, options);
    expect(calls[0]).toEqual([
      'piece',
      { name: 'North Piece', description: null, imageUrl: 'north.png', clue: 'Where the compass points', clueImageUrl: 'compass.png', hints: [{ text: 'By the gate', cost: 5 }] },
    ]);
  });
});

describe('an event with divisions and teams', () => {
  const withRoster = parseSeedFile({
    event: {
      name: 'Team Hunt',
      durationDays: 2,
      mode: 'teams',
      teamSize: 3,
      teamFormation: 'organisers',
      divisionChoice: 'organisers',
      divisions: [
        { name: 'Science', emailDomains: ['sci.campus.edu'] },
        { name: 'Arts', emailDomains: ['arts.campus.edu'] },
      ],
      teams: [{ name: 'Owls', members: ['kim@sci.campus.edu', 'pat@arts.campus.edu'] }, { name: 'Foxes' }],
    },
  });
  const now = new Date('2026-05-01T09:00:00Z');
  const options = { domain: '', pieceIds: new Map<string, number>(), now };

  /** A roster target that records its calls; the import refuses `refusedEmail`. */
  function rosterTarget(refusedEmail?: string) {
    const { calls, target } = recordingTarget();
    const roster: RosterTarget = {
      async eventId(name) {
        calls.push(['eventId', name]);
        return 42;
      },
      async createDivision(division) {
        calls.push(['division', division]);
      },
      async createTeam(team) {
        calls.push(['team', team]);
      },
      async importTeams(rows) {
        calls.push(['import', rows]);
        const index = rows.rows.findIndex((row) => row.email === refusedEmail);
        return { applied: rows.rows.length - (index < 0 ? 0 : 1), problems: index < 0 ? [] : [{ row: index + 1, email: refusedEmail ?? '', problem: 'no student has signed in with this e-mail' }] };
      },
    };
    return { calls, target: { ...target, roster } };
  }

  it('plans the new event with its settings, then every division, team and member', () => {
    const plan = planSeed(withRoster, nothing);
    expect(plan.event).toMatchObject({ mode: 'teams', teamSize: 3, teamFormation: 'organisers', lateJoining: false, divisionChoice: 'organisers' });
    expect(plan.roster).toEqual({
      event: 'Team Hunt',
      divisions: [
        { name: 'Science', emailDomains: ['sci.campus.edu'] },
        { name: 'Arts', emailDomains: ['arts.campus.edu'] },
      ],
      teams: ['Owls', 'Foxes'],
      members: [
        { team: 'Owls', email: 'kim@sci.campus.edu' },
        { team: 'Owls', email: 'pat@arts.campus.edu' },
      ],
    });
    expect(plannedNames(plan).roster).toEqual({ divisions: ['Science', 'Arts'], teams: ['Owls', 'Foxes'], members: plan.roster?.members, problems: [] });
  });

  it('plans only what the existing event lacks (a team known whatever its case), and leaves a division with other domains alone', () => {
    const existing: ExistingContent = {
      ...nothing,
      eventNames: ['Team Hunt'],
      roster: {
        divisions: [{ name: 'Science', emailDomains: ['science.campus.edu'] }],
        teams: [{ name: 'OWLS', memberEmails: ['kim@sci.campus.edu'] }],
      },
    };
    const plan = planSeed(withRoster, existing);
    expect(plan.event).toBeNull();
    expect(plan.roster).toEqual({
      event: 'Team Hunt',
      divisions: [{ name: 'Arts', emailDomains: ['arts.campus.edu'] }],
      teams: ['Foxes'],
      members: [{ team: 'Owls', email: 'pat@arts.campus.edu' }],
    });
    expect(plan.warnings).toEqual(["division 'Science' already exists with other e-mail domains: left as it is"]);
  });

  it('plans nothing once every division, team and member is there', () => {
    const existing: ExistingContent = {
      ...nothing,
      eventNames: ['Team Hunt'],
      roster: {
        divisions: withRoster.event?.divisions ?? [],
        teams: [
          { name: 'Owls', memberEmails: ['kim@sci.campus.edu', 'pat@arts.campus.edu'] },
          { name: 'Foxes', memberEmails: [] },
        ],
      },
    };
    const plan = planSeed(withRoster, existing);
    expect(plan.roster).toBeNull();
    expect(planIsEmpty(plan)).toBe(true);
    expect(plannedNames(plan)).not.toHaveProperty('roster');
  });

  it('plans none for an existing event whose divisions and teams were not read', () => {
    expect(planSeed(withRoster, { ...nothing, eventNames: ['Team Hunt'] }).roster).toBeNull();
  });

  it('creates the event, then its divisions and teams, then puts the members in with one import, reporting those refused', async () => {
    const { calls, target } = rosterTarget('pat@arts.campus.edu');
    const steps: (string | number)[] = [];
    const created = await applySeed(planSeed(withRoster, nothing), target, { ...options, onStart: (total) => steps.push(total), onStep: (label) => steps.push(label) });
    expect(calls.map(([call]) => call)).toEqual(['event', 'eventId', 'division', 'division', 'team', 'team', 'import']);
    expect(calls.slice(1)).toEqual([
      ['eventId', 'Team Hunt'],
      ['division', { eventId: 42, name: 'Science', emailDomains: ['sci.campus.edu'] }],
      ['division', { eventId: 42, name: 'Arts', emailDomains: ['arts.campus.edu'] }],
      ['team', { eventId: 42, name: 'Owls' }],
      ['team', { eventId: 42, name: 'Foxes' }],
      [
        'import',
        {
          eventId: 42,
          rows: [
            { team: 'Owls', email: 'kim@sci.campus.edu' },
            { team: 'Owls', email: 'pat@arts.campus.edu' },
          ],
        },
      ],
    ]);
    expect(created.roster).toEqual({
      divisions: ['Science', 'Arts'],
      teams: ['Owls', 'Foxes'],
      members: [{ team: 'Owls', email: 'kim@sci.campus.edu' }],
      problems: ['pat@arts.campus.edu not put in Owls: no student has signed in with this e-mail'],
    });
    expect(steps).toEqual([6, 'Team Hunt', 'Science', 'Arts', 'Owls', 'Foxes', '2 team members']);
  });

  it('changes nothing through a target that cannot set up divisions and teams', async () => {
    const { calls, target } = recordingTarget();
    await expect(applySeed(planSeed(withRoster, nothing), target, options)).rejects.toThrow('this seeding cannot set up divisions or teams: use `hunt seed`');
    expect(calls).toEqual([]);
  });

  it('leaves the report as it was for a file without divisions or teams', async () => {
    const { target } = rosterTarget();
    expect(await applySeed(planSeed(sample, nothing), target, { ...options, domain: 'https://hunt.campus.edu' })).not.toHaveProperty('roster');
  });
});
