import type { Command } from 'commander';
import { z } from 'zod';
import type { EventUpdateInput } from '../../core/admin';
import { DIVISION_CHOICES, EVENT_MODES, TEAM_FORMATIONS, TEAM_SIZE_MAX } from '../../core/teams';

const choices = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ').replace(/, ([^,]*)$/, ' or $1');

/** `--mode`, `--team-size`, `--team-formation`, `--late-joining/--no-late-joining` and `--division-choice` as commander hands them over. */
export const teamSettingsOptionsSchema = z.object({
  mode: z.enum(EVENT_MODES, { error: `must be ${choices(EVENT_MODES)}` }).optional(),
  teamSize: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(2, `must be from 2 to ${TEAM_SIZE_MAX}`)
    .max(TEAM_SIZE_MAX, `must be from 2 to ${TEAM_SIZE_MAX}`)
    .optional(),
  teamFormation: z.enum(TEAM_FORMATIONS, { error: `must be ${choices(TEAM_FORMATIONS)}` }).optional(),
  lateJoining: z.boolean().optional(),
  divisionChoice: z.enum(DIVISION_CHOICES, { error: `must be ${choices(DIVISION_CHOICES)}` }).optional(),
});
type TeamSettingsOptions = z.infer<typeof teamSettingsOptionsSchema>;

/** The flags, for the 'nothing to change' usage line. */
export const TEAM_SETTINGS_FLAGS = ['--mode', '--team-size', '--team-formation', '--late-joining', '--division-choice'];

/** No defaults here: an event created without them gets the server's, and an update changes only those given. */
export function addTeamSettingsOptions(command: Command): Command {
  return command
    .option('--mode <mode>', "how it is played: 'solo', 'teams' (a team collects and completes together) or 'solo-and-teams' (alone, and also for a team)")
    .option('--team-size <n>', `the most members a team has (2 to ${TEAM_SIZE_MAX}; default 5)`)
    .option('--team-formation <who>', "who forms teams: 'students' (they create and join by code) or 'organisers'")
    .option('--late-joining', 'after the start, a student may still join or leave a team until their first find')
    .option('--no-late-joining', 'teams lock when the event starts (the default)')
    .option('--division-choice <who>', "who gives divisions: 'students' (each picks once) or 'organisers' (e-mail domains and lists)");
}

/** The event fields the options give, and only those. */
export function teamSettingsFromOptions(options: TeamSettingsOptions): Pick<EventUpdateInput, 'mode' | 'teamSize' | 'teamFormation' | 'lateJoining' | 'divisionChoice'> {
  const settings: ReturnType<typeof teamSettingsFromOptions> = {};
  if (options.mode !== undefined) settings.mode = options.mode;
  if (options.teamSize !== undefined) settings.teamSize = options.teamSize;
  if (options.teamFormation !== undefined) settings.teamFormation = options.teamFormation;
  if (options.lateJoining !== undefined) settings.lateJoining = options.lateJoining;
  if (options.divisionChoice !== undefined) settings.divisionChoice = options.divisionChoice;
  return settings;
}
