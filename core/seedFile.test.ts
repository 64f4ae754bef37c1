import { describe, expect, it } from 'vitest';
import { eventDates, parseSeedFile, SeedFileError, type SeedFile } from './seedFile';

const DAY_MS = 86_400_000;

const seed = (value: unknown): SeedFile => parseSeedFile(value);
/** The problem's text ('field: what is wrong'), checking it is a SeedFileError naming that field. */
const problem = (value: unknown): string => {
  try {
    seed(value);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedFileError);
    const { field, problem: what, message } = error as SeedFileError;
    expect(message).toBe(`${field}: ${what}`);
    return message;
  }
  throw new Error('expected the seed file to be refused');
};

const sample = seed({
  pieces: [
    { name: 'North Piece', code: 'nrth01', image: 'north.png', place: { latitude: 51.75, longitude: -1.25 } },
    { name: 'South Piece', code: 'STH002' },
  ],
  questionnaires: [{ title: 'Quiz', questions: [{ text: 'Why?', type: 'text' }] }],
  event: { name: 'Spring Hunt', startsInDays: 1, durationDays: 7 },
});

describe('parseSeedFile', () => {
  it('fills defaults: upper-cased codes, no image, no place, a 75 m radius, the default prize tiers, a live leaderboard, flagged far scans', () => {
    expect(sample.pieces.map((piece) => [piece.code, piece.image, piece.description])).toEqual([
      ['NRTH01', 'north.png', null],
      ['STH002', null, null],
    ]);
    expect(sample.event?.prizeTiers.map((tier) => tier.percentile)).toEqual([99, 95, 90, 75]);
    expect(sample.event?.leaderboardVisibility).toBe('live');
    expect(sample.pieces.map((piece) => piece.place)).toEqual([{ latitude: 51.75, longitude: -1.25, radiusM: 75 }, null]);
    expect(sample.event?.locationPolicy).toBe('flag');
    expect(sample.questionnaires[0]?.triggerCount).toBe(1);
  });

  it('names the bad field', () => {
    expect(problem({ pieces: [{ code: 'A1' }] })).toBe('pieces.0.name: name is required');
    expect(problem({ pieces: [{ name: 'X', code: 'ELEVENCHARS' }] })).toBe('pieces.0.code: code must be at most 10 characters');
    expect(problem({ pieces: [{ name: 'X', code: 'A1', imgae: 'x.png' }] })).toMatch(/^pieces\.0: Unrecognized key: "imgae"/);
    expect(problem({ pieces: [{ name: 'X', code: 'A1', imageUrl: 'x.png' }] })).toMatch(/^pieces\.0: Unrecognized key: "imageUrl"/);
    expect(problem({ questionnaires: [{ title: 'Q', questions: [] }] })).toBe('questionnaires.0.questions: a questionnaire needs at least one question');
    expect(problem({ event: { name: 'E', startsInDays: 0 } })).toBe('event.endDate: give endDate or durationDays (exactly one)');
    expect(problem({ event: { name: 'E', startDate: '2026-06-02T00:00:00Z', endDate: '2026-06-01T00:00:00Z' } })).toBe('event.endDate: endDate must be after startDate');
    expect(problem({ event: { name: 'E', startDate: 'soon', durationDays: 1 } })).toMatch(/^event\.startDate: startDate must be an ISO date-time/);
    expect(problem({ pieces: [{ name: 'X', code: 'A1' }, { name: 'Y', code: 'a1' }] })).toBe("pieces.1.code: code 'A1' appears twice");
    expect(problem({ piece: [] })).toMatch(/^the file: Unrecognized key: "piece"/);
    expect(problem([])).toMatch(/^the file: /);
  });

  it('refuses what the server would refuse, naming the field, before anything is sent', () => {
    const piece = { name: 'X', code: 'A1' };
    expect(problem({ pieces: [{ ...piece, name: 'North\u0000Piece' }] })).toBe('pieces.0.name: name must not contain control characters');
    expect(problem({ pieces: [{ ...piece, name: 'N'.repeat(101) }] })).toMatch(/^pieces\.0\.name: /);
    expect(problem({ pieces: [{ ...piece, code: 'AB/' }] })).toBe('pieces.0.code: code may contain only the letters A-Z and the digits 0-9');
    expect(problem({ pieces: [{ ...piece, description: 'bell\u0007' }] })).toBe('pieces.0.description: description must not contain control characters');
    expect(problem({ pieces: [{ ...piece, image: 'a\nb.png' }] })).toBe('pieces.0.image: image must be a single line');
    expect(problem({ domain: 'https://x\u0000.edu' })).toBe('domain: domain must not contain control characters');
    expect(problem({ event: { name: 'Hunt\u0085', durationDays: 1 } })).toBe('event.name: name must not contain control characters');
    expect(problem({ event: { name: 'E', description: '\u0000', durationDays: 1 } })).toBe('event.description: description must not contain control characters');
    expect(problem({ event: { name: 'E', durationDays: 1, prizeTiers: [{ percentile: 90, prizeName: 'Mug\u0000' }] } })).toBe(
      'event.prizeTiers.0.prizeName: prizeName must not contain control characters',
    );
    // Multi-line text keeps its newlines; every text field is trimmed as before.
    expect(seed({ pieces: [{ ...piece, name: ' X ', description: 'Line 1\r\nLine 2' }] }).pieces[0]).toMatchObject({ name: 'X', description: 'Line 1\nLine 2' });
  });
});

describe('an event’s teams and divisions', () => {
  const event = { name: 'Team Hunt', durationDays: 1 };

  it('default to a solo event, teams of five formed by students, divisions picked by students, and none set up', () => {
    expect(seed({ event }).event).toMatchObject({ mode: 'solo', teamSize: 5, teamFormation: 'students', lateJoining: false, divisionChoice: 'students', divisions: [], teams: [] });
  });

  it('reads divisions and teams as the admin API does: domains and e-mails lower-cased, members optional', () => {
    const read = seed({
      event: {
        ...event,
        mode: 'solo-and-teams',
        divisions: [{ name: 'Science', emailDomains: ['@SCI.campus.edu'] }, { name: 'Arts' }],
        teams: [{ name: ' Owls ', members: ['Kim@Campus.edu'] }, { name: 'Foxes' }],
      },
    }).event;
    expect(read?.divisions).toEqual([
      { name: 'Science', emailDomains: ['sci.campus.edu'] },
      { name: 'Arts', emailDomains: [] },
    ]);
    expect(read?.teams).toEqual([
      { name: 'Owls', members: ['kim@campus.edu'] },
      { name: 'Foxes', members: [] },
    ]);
  });

  it('names what the server would refuse, and a team list that cannot be played', () => {
    const teams = (list: unknown[], extra = {}) => problem({ event: { ...event, mode: 'teams', teamSize: 2, teams: list, ...extra } });
    expect(problem({ event: { ...event, mode: 'pairs' } })).toBe("event.mode: mode must be 'solo', 'teams' or 'solo-and-teams'");
    expect(problem({ event: { ...event, teamSize: 1 } })).toBe('event.teamSize: teamSize must be from 2 to 50');
    expect(problem({ event: { ...event, divisions: [{ name: 'Science', emailDomains: ['campus'] }] } })).toBe('event.divisions.0.emailDomains.0: emailDomains must be domains like example.ac.uk');
    expect(problem({ event: { ...event, divisions: [{ name: 'Arts' }, { name: 'Arts' }] } })).toBe("event.divisions.1.name: division name 'Arts' appears twice");
    expect(problem({ event: { ...event, teams: [{ name: 'Owls' }] } })).toBe("event.teams: teams need the event's mode to be 'teams' or 'solo-and-teams'");
    expect(teams([{ name: 'Owls', members: ['a@campus.edu', 'b@campus.edu', 'c@campus.edu'] }])).toBe('event.teams.0.members: a team has at most 2 members (teamSize)');
    expect(teams([{ name: 'Owls' }, { name: 'OWLS' }])).toBe("event.teams.1.name: team name 'owls' appears twice");
    expect(teams([{ name: 'Owls', members: ['a@campus.edu'] }, { name: 'Foxes', members: ['b@campus.edu', 'A@campus.edu'] }])).toBe("event.teams.1.members.1: member 'a@campus.edu' appears twice");
    expect(teams([{ name: 'Owls', members: ['not-an-address'] }])).toBe('event.teams.0.members.0: email must be an e-mail address');
    expect(teams([{ name: 'Owls', captain: 'a@campus.edu' }])).toMatch(/^event\.teams\.0: Unrecognized key: "captain"/);
  });
});

describe('eventDates', () => {
  const now = new Date('2026-05-01T09:00:00Z');

  it('counts days from now, or takes absolute dates', () => {
    expect(eventDates({ ...sample.event!, startsInDays: -1, durationDays: 31 }, now)).toEqual({
      startDate: new Date(now.getTime() - DAY_MS).toISOString(),
      endDate: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    });
    const fixed = seed({ event: { name: 'E', startDate: '2026-06-01T08:00:00+02:00', endDate: '2026-06-02T18:00:00Z' } }).event!;
    expect(eventDates(fixed, now)).toEqual({ startDate: '2026-06-01T06:00:00.000Z', endDate: '2026-06-02T18:00:00.000Z' });
    const startOnly = seed({ event: { name: 'E', durationDays: 2 } }).event!;
    expect(eventDates(startOnly, now)).toEqual({ startDate: now.toISOString(), endDate: new Date(now.getTime() + 2 * DAY_MS).toISOString() });
  });
});
