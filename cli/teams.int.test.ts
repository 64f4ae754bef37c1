import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '../core/admin';
import type { AdminDivisionDto, AdminTeamDto, ImportResultDto } from '../core/teams';
import { expectJson, signedIn } from '../api/testing/admin';
import { jsonOf, removeDir, startCliTestServer, tempDir, type CliTestSetup } from './testing/hunt';

let setup: CliTestSetup;
let dir: string;
let event: EventDto;

beforeAll(async () => {
  setup = await startCliTestServer();
  dir = await tempDir('hunt-teams-');
  // Students are put in teams by e-mail once they have signed in (pat@campus.edu already has).
  await signedIn(setup.server, 'kim@campus.edu', { firstName: 'Kim', lastName: 'Keen' });
  await signedIn(setup.server, 'lee@campus.edu', { firstName: 'Lee', lastName: 'Late' });
});
afterAll(async () => {
  await setup.stop();
  await removeDir(dir);
});

const teamsOf = (eventId: number) => expectJson<AdminTeamDto[]>(setup.admin.get(`/api/admin/teams?eventId=${eventId}`), 200);
const membersOf = (teams: AdminTeamDto[]) => Object.fromEntries(teams.map((team) => [team.name, team.members.map((member) => member.email).sort()]));

async function fileOf(name: string, lines: string[]): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

describe('hunt events with teams and divisions', () => {
  it('creates an event played in teams, and changes its settings', async () => {
    event = jsonOf<EventDto>(
      await setup.hunt([
        'events', 'create', '--name', 'Team Hunt', '--start', '+1d', '--end', '+2d',
        '--mode', 'teams', '--team-size', '2', '--team-formation', 'organisers', '--division-choice', 'organisers', '--json',
      ]),
    );
    expect(event).toMatchObject({ mode: 'teams', teamSize: 2, teamFormation: 'organisers', lateJoining: false, divisionChoice: 'organisers' });

    const updated = jsonOf<EventDto>(await setup.hunt(['events', 'update', String(event.id), '--mode', 'solo-and-teams', '--late-joining', '--json']));
    expect(updated).toMatchObject({ mode: 'solo-and-teams', teamSize: 2, teamFormation: 'organisers', lateJoining: true, divisionChoice: 'organisers' });
    const listed = await setup.hunt(['events', 'list']);
    expect(listed.stdout).toMatch(/Team Hunt\s+│ scheduled\s+│ solo and teams of 2/);

    const bad = await setup.hunt(['events', 'update', String(event.id), '--team-size', '99']);
    expect([bad.code, bad.stderr.trim()]).toEqual([2, 'Error: --team-size: must be from 2 to 50']);
  });
});

describe('hunt teams', () => {
  it('makes a team with a join code, and refuses a name taken in the event', async () => {
    const owls = jsonOf<AdminTeamDto>(await setup.hunt(['teams', 'create', '--event', String(event.id), 'Owls', '--json']));
    expect(owls).toMatchObject({ eventId: event.id, name: 'Owls', members: [], disqualifiedAt: null });
    expect(owls.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const again = await setup.hunt(['teams', 'create', '--event', String(event.id), 'Owls']);
    expect([again.code, again.stderr.trim()]).toEqual([1, 'Error: A team with this name already exists in this event (409)']);
  });

  it('moves a student by e-mail into a team, out of it with --none, and says why a move is refused', async () => {
    const moved = await setup.hunt(['teams', 'move', '--event', String(event.id), 'pat@campus.edu', 'Owls']);
    expect([moved.code, moved.stdout.trim()]).toEqual([0, 'pat@campus.edu is in Owls (1 member)']);
    const unknown = await setup.hunt(['teams', 'move', '--event', String(event.id), 'nobody@campus.edu', 'Owls']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'Error: No student has this e-mail: they must sign in once first (404)']);
    const both = await setup.hunt(['teams', 'move', '--event', String(event.id), 'pat@campus.edu', 'Owls', '--none']);
    expect([both.code, both.stderr.trim()]).toEqual([2, 'Error: Give TEAM or --none, not both']);

    const out = jsonOf<{ email: string; team: AdminTeamDto | null }>(await setup.hunt(['teams', 'move', '--event', String(event.id), 'pat@campus.edu', '--none', '--json']));
    expect(out).toEqual({ email: 'pat@campus.edu', team: null });
    expect(membersOf(await teamsOf(event.id))).toEqual({ Owls: [] });
  });

  it('imports a team,email list: missing teams made, every row not applied named by its row in the file', async () => {
    const file = await fileOf('teams.csv', ['Team,E-mail', 'Owls,pat@campus.edu', 'Foxes,KIM@campus.edu', 'Owls,ann@campus.edu', 'Owls,not-an-address']);
    const run = await setup.hunt(['teams', 'import', '--event', String(event.id), file]);
    expect(run.code).toBe(1);
    expect(run.stdout.trim()).toBe('Applied 2 rows, 2 not applied');
    expect(run.stderr.trim().split('\n')).toEqual([
      'Row 4 (ann@campus.edu): No student has this e-mail: they must sign in once first',
      'Row 5 (not-an-address): email must be an e-mail address',
      'Error: 2 of 4 rows not applied',
    ]);
    expect(membersOf(await teamsOf(event.id))).toEqual({ Owls: ['pat@campus.edu'], Foxes: ['kim@campus.edu'] });

    const again = jsonOf<ImportResultDto>(await setup.hunt(['teams', 'import', '--event', String(event.id), await fileOf('more.csv', ['Owls,kim@campus.edu']), '--json']));
    expect(again).toEqual({ applied: 1, problems: [] });
    expect(membersOf(await teamsOf(event.id))).toEqual({ Owls: ['kim@campus.edu', 'pat@campus.edu'], Foxes: [] });
  });

  it('refuses a student into a full team', async () => {
    const full = await setup.hunt(['teams', 'move', '--event', String(event.id), 'lee@campus.edu', 'Owls']);
    expect([full.code, full.stderr.trim()]).toEqual([1, 'Error: This team is full: at most 2 members (409)']);
  });

  it('lists the event’s teams for people and as JSON, and needs the event without a terminal', async () => {
    const listed = jsonOf<AdminTeamDto[]>(await setup.hunt(['teams', 'list', '--event', String(event.id), '--json']));
    expect(listed.map((team) => [team.name, team.members.length]).sort()).toEqual([
      ['Foxes', 0],
      ['Owls', 2],
    ]);
    const table = await setup.hunt(['teams', 'list', '--event', String(event.id)]);
    const owls = listed.find((team) => team.name === 'Owls');
    expect(table.stdout).toMatch(new RegExp(`${owls?.id}\\s+│ Owls\\s+│ ${owls?.joinCode}\\s+│ 2\\s+│ 0\\s+│ 0`));
    const unnamed = await setup.hunt(['teams', 'list']);
    expect([unnamed.code, unnamed.stderr.trim()]).toEqual([2, 'Error: Missing --event (required when not running interactively)']);
  });
});

describe('hunt teams rename, disqualify and delete', () => {
  const idOf = async (name: string) => (await teamsOf(event.id)).find((team) => team.name === name)?.id ?? 0;

  it('renames a team named by name or by ID, and refuses a name taken in the event or a team not in it', async () => {
    const renamed = await setup.hunt(['teams', 'rename', '--event', String(event.id), 'foxes', 'Herons']);
    expect([renamed.code, renamed.stdout.trim()]).toEqual([0, `Renamed team ${await idOf('Herons')}: Foxes is now Herons`]);
    const byId = jsonOf<AdminTeamDto>(await setup.hunt(['teams', 'rename', '--event', String(event.id), String(await idOf('Herons')), 'Night Herons', '--json']));
    expect(byId).toMatchObject({ name: 'Night Herons', eventId: event.id });

    const taken = await setup.hunt(['teams', 'rename', '--event', String(event.id), 'Night Herons', 'OWLS']);
    expect([taken.code, taken.stderr.trim()]).toEqual([1, 'Error: A team with this name already exists in this event (409)']);
    const unknown = await setup.hunt(['teams', 'rename', '--event', String(event.id), 'Badgers', 'Setts']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, `Error: No team with ID or name 'Badgers' in this event (see \`hunt teams list --event ${event.id}\`)`]);
    const blank = await setup.hunt(['teams', 'rename', '--event', String(event.id), 'Owls', ' ']);
    expect([blank.code, blank.stderr.trim()]).toEqual([2, 'Error: NAME: name is required']);
  });

  it('disqualifies a team with its members, and lifts it', async () => {
    const disqualified = await setup.hunt(['teams', 'disqualify', '--event', String(event.id), 'Owls']);
    expect([disqualified.code, disqualified.stdout.trim()]).toEqual([0, 'Disqualified Owls: the team and its 2 members are off every board and the prize tiers']);
    expect((await teamsOf(event.id)).find((team) => team.name === 'Owls')?.disqualifiedAt).not.toBeNull();

    const lifted = jsonOf<AdminTeamDto>(await setup.hunt(['teams', 'disqualify', '--event', String(event.id), 'Owls', '--lift', '--json']));
    expect(lifted).toMatchObject({ name: 'Owls', disqualifiedAt: null });
    const table = await setup.hunt(['teams', 'list', '--event', String(event.id)]);
    expect(table.stdout).not.toContain('disqualified');
  });

  it('deletes a team only when told to without a terminal', async () => {
    await setup.hunt(['teams', 'move', '--event', String(event.id), 'lee@campus.edu', 'Night Herons']);
    const unasked = await setup.hunt(['teams', 'delete', '--event', String(event.id), 'Night Herons']);
    expect([unasked.code, unasked.stderr.trim()]).toEqual([2, 'Error: Missing --yes (required when not running interactively)']);
    expect(membersOf(await teamsOf(event.id))).toEqual({ 'Night Herons': ['lee@campus.edu'], Owls: ['kim@campus.edu', 'pat@campus.edu'] });
  });

  it('deletes a team with --yes, its members staying in the event', async () => {
    const deleted = await setup.hunt(['teams', 'delete', '--event', String(event.id), 'Night Herons', '--yes']);
    expect([deleted.code, deleted.stdout.trim()]).toMatchObject([0, expect.stringMatching(/^Deleted team \d+: Night Herons; its 1 member stays in the event without a team$/)]);
    expect(membersOf(await teamsOf(event.id))).toEqual({ Owls: ['kim@campus.edu', 'pat@campus.edu'] });
    const moved = await setup.hunt(['teams', 'move', '--event', String(event.id), 'lee@campus.edu', '--none']);
    expect([moved.code, moved.stdout.trim()]).toEqual([0, 'lee@campus.edu is in no team']);
  });
});

describe('hunt divisions', () => {
  it('makes divisions with their e-mail domains, and gives listed students theirs before or after they sign in', async () => {
    const science = jsonOf<AdminDivisionDto>(await setup.hunt(['divisions', 'create', '--event', String(event.id), 'Science', '--domains', 'sci.campus.edu, @LAB.campus.edu', '--json']));
    expect(science).toMatchObject({ eventId: event.id, name: 'Science', emailDomains: ['sci.campus.edu', 'lab.campus.edu'], players: 0, waiting: 0 });
    const arts = await setup.hunt(['divisions', 'create', '--event', String(event.id), 'Arts']);
    expect(arts.stdout.trim()).toMatch(/^Created division \d+: Arts$/);
    const badDomain = await setup.hunt(['divisions', 'create', '--event', String(event.id), 'Law', '--domains', 'campus']);
    expect([badDomain.code, badDomain.stderr.trim()]).toEqual([2, 'Error: --domains: emailDomains must be domains like example.ac.uk']);

    const file = await fileOf('divisions.csv', ['division,email', 'Arts,kim@campus.edu', 'Arts,newcomer@campus.edu', 'Music,pat@campus.edu']);
    const run = await setup.hunt(['divisions', 'import', '--event', String(event.id), file]);
    expect(run.code).toBe(1);
    expect(run.stdout.trim()).toBe('Applied 2 rows, 1 not applied');
    expect(run.stderr.trim().split('\n')).toEqual(['Row 4 (pat@campus.edu): No division is called Music in this event', 'Error: 1 of 3 rows not applied']);

    const listed = jsonOf<AdminDivisionDto[]>(await setup.hunt(['divisions', 'list', '--event', String(event.id), '--json']));
    // Kim is in the event (in a team), so has Arts now; the newcomer waits for a first sign-in.
    expect(listed.map(({ name, emailDomains, players, waiting }) => [name, emailDomains, players, waiting]).sort()).toEqual([
      ['Arts', [], 1, 1],
      ['Science', ['sci.campus.edu', 'lab.campus.edu'], 0, 0],
    ]);
  });
});

describe('hunt divisions update and delete', () => {
  const divisionsOf = (eventId: number) => expectJson<AdminDivisionDto[]>(setup.admin.get(`/api/admin/divisions?eventId=${eventId}`), 200);

  it('changes only the name or the domains given, the division named by name or by ID', async () => {
    const renamed = await setup.hunt(['divisions', 'update', '--event', String(event.id), 'science', '--name', 'Sciences']);
    expect([renamed.code, renamed.stdout.trim()]).toMatchObject([0, expect.stringMatching(/^Updated division \d+: Sciences, sci\.campus\.edu, lab\.campus\.edu; the event's prize tiers$/)]);
    const sciences = (await divisionsOf(event.id)).find((division) => division.name === 'Sciences');
    const domains = jsonOf<AdminDivisionDto>(await setup.hunt(['divisions', 'update', '--event', String(event.id), String(sciences?.id), '--domains', '@Physics.campus.edu', '--json']));
    expect(domains).toMatchObject({ name: 'Sciences', emailDomains: ['physics.campus.edu'] });
    const cleared = await setup.hunt(['divisions', 'update', '--event', String(event.id), 'Sciences', '--domains', '']);
    expect(cleared.stdout.trim()).toBe(`Updated division ${sciences?.id}: Sciences, no e-mail domains; the event's prize tiers`);

    const nothing = await setup.hunt(['divisions', 'update', '--event', String(event.id), 'Sciences']);
    expect([nothing.code, nothing.stderr.trim()]).toEqual([2, "Error: Nothing to change: give --name, --domains ('' removes every domain), --prize-tier or --shared-prize-tiers"]);
    const badDomain = await setup.hunt(['divisions', 'update', '--event', String(event.id), 'Sciences', '--domains', 'campus']);
    expect([badDomain.code, badDomain.stderr.trim()]).toEqual([2, 'Error: --domains: emailDomains must be domains like example.ac.uk']);
    const taken = await setup.hunt(['divisions', 'update', '--event', String(event.id), 'Sciences', '--name', 'Arts']);
    expect(taken.code).toBe(1);
  });

  it('deletes a division only when told to without a terminal', async () => {
    const unasked = await setup.hunt(['divisions', 'delete', '--event', String(event.id), 'Arts']);
    expect([unasked.code, unasked.stderr.trim()]).toEqual([2, 'Error: Missing --yes (required when not running interactively)']);
    expect((await divisionsOf(event.id)).map((division) => division.name).sort()).toEqual(['Arts', 'Sciences']);
  });

  it('deletes a division with --yes; its students have none', async () => {
    const arts = (await divisionsOf(event.id)).find((division) => division.name === 'Arts');
    const deleted = await setup.hunt(['divisions', 'delete', '--event', String(event.id), 'Arts', '--yes']);
    expect([deleted.code, deleted.stdout.trim()]).toEqual([0, `Deleted division ${arts?.id}: Arts; its 1 student has no division now`]);
    expect((await divisionsOf(event.id)).map((division) => division.name)).toEqual(['Sciences']);
    const users = await expectJson<{ email: string; division: string | null }[]>(setup.admin.get(`/api/admin/users?event=${event.id}`), 200);
    expect(users.find((user) => user.email === 'kim@campus.edu')?.division).toBeNull();
  });
});

describe('hunt divisions prize tiers', () => {
  const divisionsOf = (eventId: number) => expectJson<AdminDivisionDto[]>(setup.admin.get(`/api/admin/divisions?eventId=${eventId}`), 200);
  const tiersOf = async (name: string) => (await divisionsOf(event.id)).find((division) => division.name === name)?.prizeTiers;

  it("makes a division with prize tiers of its own, and lists them beside the event's", async () => {
    const made = await setup.hunt(['divisions', 'create', '--event', String(event.id), 'Drama', '--prize-tier', '90:Golden Mask:Top 10%: on stage', '--prize-tier', '0:Programme']);
    expect([made.code, made.stdout.trim()]).toMatchObject([0, expect.stringMatching(/^Created division \d+: Drama; prize tiers 90:Golden Mask, 0:Programme$/)]);
    expect(await tiersOf('Drama')).toEqual([
      { percentile: 90, prizeName: 'Golden Mask', prizeDescription: 'Top 10%: on stage' },
      { percentile: 0, prizeName: 'Programme', prizeDescription: null },
    ]);

    const table = await setup.hunt(['divisions', 'list', '--event', String(event.id)]);
    expect(table.stdout).toMatch(/Prize tiers/);
    expect(table.stdout).toMatch(/Drama\s+│\s+│ 90:Golden Mask, 0:Programme\s+│ 0\s+│ 0/);
    expect(table.stdout).toMatch(/Sciences\s+│\s+│ the event's\s+│/);
  });

  it("replaces a division's tiers, and gives it the event's again", async () => {
    const own = jsonOf<AdminDivisionDto>(await setup.hunt(['divisions', 'update', '--event', String(event.id), 'Sciences', '--prize-tier', '75:Lab Coat', '--json']));
    expect(own.prizeTiers).toEqual([{ percentile: 75, prizeName: 'Lab Coat', prizeDescription: null }]);
    const renamed = await setup.hunt(['divisions', 'update', '--event', String(event.id), 'Sciences', '--name', 'Science']);
    expect(renamed.stdout.trim()).toBe(`Updated division ${own.id}: Science, no e-mail domains; prize tiers 75:Lab Coat`);

    const shared = await setup.hunt(['divisions', 'update', '--event', String(event.id), 'Science', '--shared-prize-tiers']);
    expect([shared.code, shared.stdout.trim()]).toEqual([0, `Updated division ${own.id}: Science, no e-mail domains; the event's prize tiers`]);
    expect(await tiersOf('Science')).toBeNull();
  });

  it('refuses a tier the server would refuse, in one line, before any change', async () => {
    const refusals = [
      [['create', 'Law', '--prize-tier', 'Gold'], "Error: --prize-tier 'Gold': give PERCENTILE:NAME[:DESCRIPTION], e.g. '95:Gold Prize:Top 5%'"],
      [['create', 'Law', '--prize-tier', '95:Gold', '--prize-tier', '120:Platinum'], "Error: --prize-tier '120:Platinum': percentile must be from 0 to 100"],
      [['update', 'Drama', '--prize-tier', 'top:Gold'], "Error: --prize-tier 'top:Gold': percentile must be a number"],
      [['update', 'Drama', '--prize-tier', '50:'], "Error: --prize-tier '50:': prizeName is required"],
      [['update', 'Drama', '--prize-tier', '50:Cup', '--shared-prize-tiers'], 'Error: Give --prize-tier or --shared-prize-tiers, not both'],
    ] as const;
    for (const [args, message] of refusals) {
      const run = await setup.hunt(['divisions', ...args, '--event', String(event.id)]);
      expect([run.code, run.stderr.trim()], args.join(' ')).toEqual([2, message]);
    }
    expect((await divisionsOf(event.id)).map((division) => division.name).sort()).toEqual(['Drama', 'Science']);
    expect(await tiersOf('Drama')).toHaveLength(2);
  });
});

describe('hunt seed with teams and divisions', () => {
  interface SeedRun {
    changed: boolean;
    created: { event: string | null; roster?: { divisions: string[]; teams: string[]; members: { team: string; email: string }[]; problems: string[] } };
  }
  const seedFile = () =>
    fileOf('team-seed.json', [
      JSON.stringify({
        event: {
          name: 'Seeded Team Hunt',
          startsInDays: 3,
          durationDays: 1,
          mode: 'teams',
          teamSize: 3,
          teamFormation: 'organisers',
          divisions: [{ name: 'Engineering', emailDomains: ['eng.campus.edu'] }],
          teams: [{ name: 'Badgers', members: ['lee@campus.edu', 'ann@campus.edu'] }, { name: 'Herons' }],
        },
      }),
    ]);

  it('sets up the event with its settings, divisions and teams, and puts in the students who have signed in', async () => {
    const file = await seedFile();
    const first = await setup.hunt(['seed', file, '--json']);
    const result = jsonOf<SeedRun>(first);
    expect(result.created.event).toBe('Seeded Team Hunt');
    expect(result.created.roster).toEqual({
      divisions: ['Engineering'],
      teams: ['Badgers', 'Herons'],
      members: [{ team: 'Badgers', email: 'lee@campus.edu' }],
      problems: ['ann@campus.edu not put in Badgers: No student has this e-mail: they must sign in once first'],
    });
    expect(first.stderr).toContain('Warning: ann@campus.edu not put in Badgers: No student has this e-mail: they must sign in once first');
    const seeded = (await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200)).find((candidate) => candidate.name === 'Seeded Team Hunt');
    expect(seeded).toMatchObject({ mode: 'teams', teamSize: 3, teamFormation: 'organisers', lateJoining: false, divisionChoice: 'students' });
    expect(membersOf(await teamsOf(seeded?.id ?? 0))).toEqual({ Badgers: ['lee@campus.edu'], Herons: [] });
  });

  it('adds only the member still missing once they have signed in, then has nothing to do', async () => {
    const file = await seedFile();
    await signedIn(setup.server, 'ann@campus.edu');
    const dryRun = await setup.hunt(['seed', file, '--dry-run']);
    expect(dryRun.stdout.trim()).toBe('Would put 1 student in their team');
    const second = await setup.hunt(['seed', file]);
    expect([second.code, second.stdout.trim()]).toEqual([0, 'Put 1 student in their team']);
    const third = await setup.hunt(['seed', file]);
    expect(third.stdout.trim()).toBe('Nothing to do: the event is already set up');
  });
});
