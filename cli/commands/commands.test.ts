import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { AdminUserDto, QrLinkDto } from '../../core/admin';
import type { AdminDivisionDto, AdminTeamDto } from '../../core/teams';
import { parseOptions } from '../lib/context';
import { CliError, UsageError } from '../lib/errors';
import { addTeamSettingsOptions, teamSettingsFromOptions, teamSettingsOptionsSchema } from '../lib/teamSettingsOptions';
import { findByIdOrName } from '../lib/idOrName';
import { deleteDivisionQuestion, deletedDivisionText, divisionNameArgument, divisionRow, divisionTiersClause, divisionUpdate, prizeTiersOf } from './divisions';
import { backedUpText, restoredText } from './backup';
import { modeLabel } from './events';
import { deletedText, deleteQuestion, disqualificationText, moveTarget, teamNameArgument, teamRow } from './teams';
import { chooseLinks } from './qr';
import { findByEmail } from './users';

const link = (code: string): QrLinkDto => ({ id: 1, code, puzzlePieceId: 1, puzzlePieceName: `${code} Piece`, domain: 'https://x', isActive: true, place: null, screen: false, scanCount: 0, createdAt: '' });

describe('chooseLinks', () => {
  const links = ['INN001', 'LEAD02', 'CREAT3'].map(link);

  it('takes all links, or the chosen codes in the order given', () => {
    expect(chooseLinks(links, null).map((l) => l.code)).toEqual(['INN001', 'LEAD02', 'CREAT3']);
    expect(chooseLinks(links, ['CREAT3', 'INN001']).map((l) => l.code)).toEqual(['CREAT3', 'INN001']);
  });

  it('names unknown codes', () => {
    expect(() => chooseLinks(links, ['INN001', 'NOPE', 'GONE'])).toThrow(new CliError('No QR link with code NOPE, GONE (see `hunt qr list`)'));
  });
});

describe('findByEmail', () => {
  const users = [{ id: 'a', email: 'pat@campus.edu' }] as AdminUserDto[];

  it('matches e-mails case-insensitively and names a missing one', () => {
    expect(findByEmail(users, ' PAT@Campus.EDU ').id).toBe('a');
    expect(() => findByEmail(users, 'kim@campus.edu')).toThrow('No user with e-mail kim@campus.edu: they must sign in once first');
  });
});

describe('the event options for teams and divisions', () => {
  /** The event fields a command line gives, read as `hunt events create` and `update` read them. */
  const settingsOf = (args: string[]) => {
    const command = addTeamSettingsOptions(new Command('update')).exitOverride();
    command.parse(args, { from: 'user' });
    return teamSettingsFromOptions(parseOptions(teamSettingsOptionsSchema, command.opts()));
  };

  it('give only the settings named, so an update leaves the others as they are', () => {
    expect(settingsOf([])).toEqual({});
    expect(settingsOf(['--mode', 'solo-and-teams', '--team-size', '6', '--team-formation', 'organisers', '--late-joining', '--division-choice', 'organisers'])).toEqual({
      mode: 'solo-and-teams',
      teamSize: 6,
      teamFormation: 'organisers',
      lateJoining: true,
      divisionChoice: 'organisers',
    });
    expect(settingsOf(['--no-late-joining'])).toEqual({ lateJoining: false });
  });

  it('refuse a value the server would refuse, naming the flag', () => {
    expect(() => settingsOf(['--mode', 'pairs'])).toThrow(new UsageError("--mode: must be 'solo', 'teams' or 'solo-and-teams'"));
    expect(() => settingsOf(['--team-size', '1'])).toThrow(new UsageError('--team-size: must be from 2 to 50'));
    expect(() => settingsOf(['--team-size', 'four'])).toThrow(new UsageError('--team-size: must be a number'));
    expect(() => settingsOf(['--team-formation', 'anyone'])).toThrow(new UsageError("--team-formation: must be 'students' or 'organisers'"));
    expect(() => settingsOf(['--division-choice', 'chance'])).toThrow(new UsageError("--division-choice: must be 'students' or 'organisers'"));
  });

  it('show an event’s mode with its team size', () => {
    expect(modeLabel({ mode: 'solo', teamSize: 5 })).toBe('solo');
    expect(modeLabel({ mode: 'teams', teamSize: 4 })).toBe('teams of 4');
    expect(modeLabel({ mode: 'solo-and-teams', teamSize: 3 })).toBe('solo and teams of 3');
  });
});

describe('hunt teams', () => {
  const team: AdminTeamDto = {
    id: 4,
    eventId: 2,
    name: 'Owls',
    joinCode: 'K7P2QX',
    members: [
      { userId: 'a', name: 'Pat', email: 'pat@campus.edu' },
      { userId: 'b', name: 'Kim', email: 'kim@campus.edu' },
    ],
    totalPoints: 120,
    piecesFound: 6,
    completedAt: null,
    disqualifiedAt: '2026-05-01T10:00:00Z',
    createdAt: '2026-04-01T10:00:00Z',
    openMarks: 0,
  };

  it('lists a team with its code, how many members, its standing and whether it is disqualified', () => {
    expect(teamRow(team)).toEqual([4, 'Owls', 'K7P2QX', 2, 120, 6, '', 'disqualified']);
    expect(teamRow({ ...team, disqualifiedAt: null }).at(-1)).toBe('');
  });

  it('moves a student into the named team, or with --none out of theirs, never both', () => {
    expect(moveTarget(' Owls ', false)).toBe('Owls');
    expect(moveTarget(undefined, true)).toBeNull();
    expect(() => moveTarget('Owls', true)).toThrow(new UsageError('Give TEAM or --none, not both'));
    expect(() => moveTarget(undefined, false)).toThrow(new UsageError('Missing TEAM: the team to put the student in (or --none to take them out of theirs)'));
  });

  it('checks a team name as the server does, before any request', () => {
    expect(teamNameArgument('  Night Owls ')).toBe('Night Owls');
    expect(() => teamNameArgument(' ')).toThrow(new UsageError('NAME: name is required'));
    expect(() => teamNameArgument('x'.repeat(41))).toThrow(new UsageError('NAME: name must be at most 40 characters'));
    expect(() => moveTarget('x'.repeat(41), false)).toThrow(new UsageError('TEAM: name must be at most 40 characters'));
  });
});

describe('a team or division named on the command line', () => {
  const teams = [
    { id: 4, name: 'Owls' },
    { id: 7, name: '4' },
    { id: 9, name: 'Red Foxes' },
  ];
  const what = { noun: 'team', list: 'hunt teams list --event 2' };

  it('is found by ID first, then by its name, whatever the case', () => {
    expect(findByIdOrName(teams, '4', what).name).toBe('Owls');
    expect(findByIdOrName(teams, ' Owls ', what).id).toBe(4);
    expect(findByIdOrName(teams, 'red foxes', what).id).toBe(9);
  });

  it('prefers the exact name to one differing in case, and guesses between none', () => {
    const divisions = [
      { id: 1, name: 'Arts' },
      { id: 2, name: 'ARTS' },
      { id: 3, name: 'arts' },
    ];
    expect(findByIdOrName(divisions, 'ARTS', what).id).toBe(2);
    expect(() => findByIdOrName(divisions, 'aRTS', what)).toThrow(new CliError("No team with ID or name 'aRTS' in this event (see `hunt teams list --event 2`)"));
  });

  it('says where to look when there is none', () => {
    expect(() => findByIdOrName(teams, 'Herons', what)).toThrow(new CliError("No team with ID or name 'Herons' in this event (see `hunt teams list --event 2`)"));
  });
});

describe('hunt teams rename, disqualify and delete', () => {
  const owls = { id: 4, name: 'Owls', members: [{ userId: 'a', name: 'Pat', email: 'pat@campus.edu' }] };
  const pair = { ...owls, members: [...owls.members, { userId: 'b', name: 'Kim', email: 'kim@campus.edu' }] };
  const empty = { ...owls, members: [] };

  it('says a disqualification takes the team and its members off the boards, and lifting it brings them back', () => {
    expect(disqualificationText(pair, true)).toBe('Disqualified Owls: the team and its 2 members are off every board and the prize tiers');
    expect(disqualificationText(empty, true)).toBe('Disqualified Owls: off the team board and the prize tiers');
    expect(disqualificationText(pair, false)).toBe('Reinstated Owls: back on the boards, with the members its disqualification took off');
  });

  it('asks before a deletion, saying the members stay in the event', () => {
    expect(deleteQuestion(owls)).toBe('Delete team Owls? Its 1 member stays in the event without a team. This cannot be undone.');
    expect(deleteQuestion(empty)).toBe('Delete team Owls? It has no members. This cannot be undone.');
    expect(deletedText(pair)).toBe('Deleted team 4: Owls; its 2 members stay in the event without a team');
    expect(deletedText(empty)).toBe('Deleted team 4: Owls');
  });
});

describe('hunt divisions', () => {
  it('lists a division with its domains, its prize tiers, its students and those still to sign in', () => {
    const division: AdminDivisionDto = { id: 3, eventId: 2, name: 'Science', emailDomains: ['sci.campus.edu', 'lab.campus.edu'], prizeTiers: null, players: 12, waiting: 4 };
    expect(divisionRow(division)).toEqual([3, 'Science', 'sci.campus.edu, lab.campus.edu', "the event's", 12, 4]);
    const own = { ...division, prizeTiers: [{ percentile: 90, prizeName: 'Lab Coat', prizeDescription: null }, { percentile: 0, prizeName: 'Badge', prizeDescription: 'For all' }] };
    expect(divisionRow(own)).toEqual([3, 'Science', 'sci.campus.edu, lab.campus.edu', '90:Lab Coat, 0:Badge', 12, 4]);
    expect(divisionTiersClause(own.prizeTiers)).toBe('prize tiers 90:Lab Coat, 0:Badge');
    expect(divisionTiersClause(null)).toBe("the event's prize tiers");
  });

  it('checks a division name as the server does', () => {
    expect(divisionNameArgument(' Science ')).toBe('Science');
    expect(() => divisionNameArgument('')).toThrow(new UsageError('NAME: name is required'));
  });

  it('updates only the name, the domains or the prize tiers given, and needs one of them', () => {
    expect(divisionUpdate({ name: 'Sciences' })).toEqual({ name: 'Sciences' });
    expect(divisionUpdate({ domains: [] })).toEqual({ emailDomains: [] });
    expect(divisionUpdate({ name: 'Sciences', domains: ['sci.campus.edu'] })).toEqual({ name: 'Sciences', emailDomains: ['sci.campus.edu'] });
    expect(divisionUpdate({ prizeTier: ['90:Lab Coat'] })).toEqual({ prizeTiers: [{ percentile: 90, prizeName: 'Lab Coat', prizeDescription: null }] });
    expect(divisionUpdate({ sharedPrizeTiers: true })).toEqual({ prizeTiers: null });
    const nothing = "Nothing to change: give --name, --domains ('' removes every domain), --prize-tier or --shared-prize-tiers";
    expect(() => divisionUpdate({})).toThrow(new UsageError(nothing));
    expect(() => divisionUpdate({ sharedPrizeTiers: false })).toThrow(new UsageError(nothing));
  });

  it("takes its own prize tiers or the event's, not both, and neither when none is given", () => {
    expect(prizeTiersOf({})).toBeUndefined();
    expect(prizeTiersOf({ sharedPrizeTiers: true })).toBeNull();
    expect(prizeTiersOf({ prizeTier: ['0:Badge:For all'] })).toEqual([{ percentile: 0, prizeName: 'Badge', prizeDescription: 'For all' }]);
    expect(() => prizeTiersOf({ prizeTier: ['0:Badge'], sharedPrizeTiers: true })).toThrow(new UsageError('Give --prize-tier or --shared-prize-tiers, not both'));
  });

  it('asks before a deletion, saying who loses the division', () => {
    expect(deleteDivisionQuestion({ name: 'Science', players: 12, waiting: 1 })).toBe(
      'Delete division Science? Its 12 students will have no division, and 1 listed e-mail waiting for a first sign-in will get none. This cannot be undone.',
    );
    expect(deletedDivisionText({ id: 3, name: 'Science', players: 1 })).toBe('Deleted division 3: Science; its 1 student has no division now');
    expect(deletedDivisionText({ id: 3, name: 'Science', players: 0 })).toBe('Deleted division 3: Science');
  });
});

describe('hunt backup and restore', () => {
  it('say where the database went and how it comes back', () => {
    expect(backedUpText('./data', 'hunt.backup', 4_565_025)).toBe('Backed up ./data to hunt.backup (4.6 MB): `hunt restore hunt.backup` brings it back');
    expect(restoredText('hunt.backup', './data', false)).toBe('Restored hunt.backup into ./data: start the server');
    expect(restoredText('hunt.backup', './data', true)).toBe('Restored hunt.backup into ./data, replacing the database it held: start the server');
  });
});
