import { Command } from 'commander';
import { z } from 'zod';
import { teamNameSchema, type AdminTeamDto } from '../../core/teams';
import { countOf } from '../../core/plural';
import type { CliAdminApi } from '../lib/client';
import { connect, parseOptions } from '../lib/context';
import { UsageError } from '../lib/errors';
import { askEvent, EVENT_HELP, eventIdOf, eventOptions } from '../lib/eventChoice';
import { findByIdOrName } from '../lib/idOrName';
import { formatDate } from '../lib/output';
import { confirmation } from '../lib/prompt';
import { readRosterFile, runImport } from '../lib/rosterFiles';

const moveOptions = eventOptions.extend({ none: z.boolean().default(false) });
const disqualifyOptions = eventOptions.extend({ lift: z.boolean().default(false) });
const deleteOptions = eventOptions.extend({ yes: z.boolean().default(false) });

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

const TEAM_HELP = 'the team, by ID or name (see `hunt teams list`)';

/** The event's team that TEAM names (the event from --event, else asked for). */
async function teamOf(api: CliAdminApi, eventId: number | undefined, reference: string): Promise<AdminTeamDto> {
  const event = eventId ?? (await askEvent(api));
  return findByIdOrName(await api.teams(event), reference, { noun: 'team', list: `hunt teams list --event ${event}` });
}

/** What `disqualify` says it did: the team and its members off the boards, or back with those it took off. */
export function disqualificationText(team: Pick<AdminTeamDto, 'name' | 'members'>, disqualified: boolean): string {
  if (!disqualified) return `Reinstated ${team.name}: back on the boards, with the members its disqualification took off`;
  const members = team.members.length;
  return members === 0
    ? `Disqualified ${team.name}: off the team board and the prize tiers`
    : `Disqualified ${team.name}: the team and its ${countOf(members, 'member')} are off every board and the prize tiers`;
}

/** What becomes of a deleted team's members, for the question and the answer. */
function membersLeft(team: Pick<AdminTeamDto, 'members'>): string | null {
  const members = team.members.length;
  if (members === 0) return null;
  return `its ${countOf(members, 'member')} ${members === 1 ? 'stays' : 'stay'} in the event without a team`;
}

/** `delete`'s question at a terminal. */
export function deleteQuestion(team: Pick<AdminTeamDto, 'name' | 'members'>): string {
  const left = membersLeft(team);
  return `Delete team ${team.name}? ${left ? `${left.charAt(0).toUpperCase()}${left.slice(1)}` : 'It has no members'}. This cannot be undone.`;
}

/** What `delete` says it did. */
export function deletedText(team: Pick<AdminTeamDto, 'id' | 'name' | 'members'>): string {
  const left = membersLeft(team);
  return `Deleted team ${team.id}: ${team.name}${left ? `; ${left}` : ''}`;
}

export function teamsCommand(): Command {
  const teams = new Command('teams').description("an event's teams: list, create, rename, disqualify, delete, move a student, import a team,email list");

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
    .command('rename')
    .description('give a team a new name (unique in the event, whatever its case)')
    .argument('<team>', TEAM_HELP)
    .argument('<name>', 'its new name')
    .option('--event <id>', EVENT_HELP)
    .action(async (reference: string, rawName: string, raw: unknown, command: Command) => {
      const eventId = eventIdOf(parseOptions(eventOptions, raw));
      const name = teamNameArgument(rawName);
      const { out, api } = await connect(command);
      const team = await teamOf(api, eventId, reference);
      const renamed = await api.renameTeam(team.id, name);
      out.result(renamed, () => out.line(`Renamed team ${renamed.id}: ${team.name} is now ${renamed.name}`));
    });

  teams
    .command('disqualify')
    .description('take a team and all its members off every board and the prize tiers, or with --lift put them back')
    .argument('<team>', TEAM_HELP)
    .option('--lift', 'lift the disqualification: the team, and the members it took off, are back on the boards')
    .option('--event <id>', EVENT_HELP)
    .action(async (reference: string, raw: unknown, command: Command) => {
      const options = parseOptions(disqualifyOptions, raw);
      const eventId = eventIdOf(options);
      const { out, api } = await connect(command);
      const team = await teamOf(api, eventId, reference);
      const updated = await api.setTeamDisqualified(team.id, !options.lift);
      out.result(updated, () => out.line(disqualificationText(updated, !options.lift)));
    });

  teams
    .command('delete')
    .description('delete a team; its members stay in the event without a team')
    .argument('<team>', TEAM_HELP)
    .option('--yes', 'delete without asking (required under CI or without a terminal)')
    .option('--event <id>', EVENT_HELP)
    .action(async (reference: string, raw: unknown, command: Command) => {
      const options = parseOptions(deleteOptions, raw);
      const eventId = eventIdOf(options);
      const ask = confirmation(options.yes);
      const { out, api } = await connect(command);
      const team = await teamOf(api, eventId, reference);
      await ask.confirm(deleteQuestion(team), `Nothing deleted: ${team.name} stays`);
      await api.deleteTeam(team.id);
      out.result({ id: team.id, name: team.name, deleted: true }, () => out.line(deletedText(team)));
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
