import { Command } from 'commander';
import { z } from 'zod';
import { teamNameSchema, type AdminTeamDto } from '../../core/teams';
import { countOf } from '../../core/plural';
import { connect, parseOptions } from '../lib/context';
import { UsageError } from '../lib/errors';
import { askEvent, EVENT_HELP, eventIdOf, eventOptions } from '../lib/eventChoice';
import { formatDate } from '../lib/output';
import { readRosterFile, runImport } from '../lib/rosterFiles';

const moveOptions = eventOptions.extend({ none: z.boolean().default(false) });

/** A team name given on the command line, checked as the server checks it. */
export function teamNameArgument(raw: string, what = 'NAME'): string {
  const parsed = teamNameSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(`${what}: ${parsed.error.issues[0]?.message ?? 'invalid team name'}`);
  return parsed.data;
}

/** Where `move` puts the student: the named team, or none with --none (exactly one of them). */
export function moveTarget(team: string | undefined, none: boolean): string | null {
  if (none && team !== undefined) throw new UsageError('Give TEAM or --none, not both');
  if (none) return null;
  if (team === undefined) throw new UsageError('Missing TEAM: the team to put the student in (or --none to take them out of theirs)');
  return teamNameArgument(team, 'TEAM');
}

export function teamRow(team: AdminTeamDto) {
  return [team.id, team.name, team.joinCode, team.members.length, team.totalPoints, team.piecesFound, formatDate(team.completedAt), team.disqualifiedAt ? 'disqualified' : ''];
}

export function teamsCommand(): Command {
  const teams = new Command('teams').description("an event's teams: list, create, move a student, import a team,email list");

  teams
    .command('list')
    .description("list an event's teams")
    .option('--event <id>', EVENT_HELP)
    .action(async (raw: unknown, command: Command) => {
      const eventId = eventIdOf(parseOptions(eventOptions, raw));
      const { out, api } = await connect(command);
      const list = await api.teams(eventId ?? (await askEvent(api)));
      out.result(list, () => {
        if (list.length === 0) return out.line('No teams yet');
        out.table(['ID', 'Name', 'Join code', 'Members', 'Points', 'Pieces', 'Completed', 'Disqualified'], list.map(teamRow));
      });
    });

  teams
    .command('create')
    .description('make a team; students join it by its code, or you put them in')
    .argument('<name>', "the team's name")
    .option('--event <id>', EVENT_HELP)
    .action(async (rawName: string, raw: unknown, command: Command) => {
      const eventId = eventIdOf(parseOptions(eventOptions, raw));
      const name = teamNameArgument(rawName);
      const { out, api } = await connect(command);
      const team = await api.createTeam({ eventId: eventId ?? (await askEvent(api)), name });
      out.result(team, () => out.line(`Created team ${team.id}: ${team.name} (join code ${team.joinCode})`));
    });

  teams
    .command('move')
    .description('put a student in a team (out of any other of the event), or with --none out of theirs; they must have signed in once')
    .argument('<email>', "the student's e-mail")
    .argument('[team]', 'the team, by name')
    .option('--none', 'take the student out of their team')
    .option('--event <id>', EVENT_HELP)
    .action(async (rawEmail: string, rawTeam: string | undefined, raw: unknown, command: Command) => {
      const options = parseOptions(moveOptions, raw);
      const eventId = eventIdOf(options);
      const team = moveTarget(rawTeam, options.none);
      const email = rawEmail.trim();
      const { out, api } = await connect(command);
      const placed = await api.moveTeamMember({ eventId: eventId ?? (await askEvent(api)), email, team });
      out.result({ email, team: placed }, () => out.line(placed ? `${email} is in ${placed.name} (${countOf(placed.members.length, 'member')})` : `${email} is in no team`));
    });

  teams
    .command('import')
    .description('put students in teams from a CSV of team,email rows (a header row is optional); missing teams are made')
    .argument('<file>', 'a .csv file')
    .option('--event <id>', EVENT_HELP)
    .action(async (file: string, raw: unknown, command: Command) => {
      const eventId = eventIdOf(parseOptions(eventOptions, raw));
      const roster = await readRosterFile(file, 'team');
      const { out, api } = await connect(command);
      const id = eventId ?? (await askEvent(api));
      await runImport(out, roster, () => api.importTeams({ eventId: id, rows: roster.rows }));
    });

  return teams;
}
