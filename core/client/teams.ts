import { TEAM_API } from '../teamPaths';
import type { z } from 'zod';
import type { LeaderboardDto } from '../contracts';
import type { DivisionStandingDto, DivisionsDto, divisionPickSchema, MyTeamDto, TeamBoardDto, teamCreateSchema, TeamDto, teamJoinSchema } from '../teams';
import { call, read, type ApiTransport } from './transport';

/**
 * The participant's team and division calls. Apart from participant.ts because a bundler keeps a
 * module's object whole: there, every page (the landing's first load too) would carry them.
 */
export function teamsApi(transport: ApiTransport) {
  return {
    /** The event's team settings and the caller's team, if any. */
    myTeam: () => read<MyTeamDto>(transport, TEAM_API.team),
    /** Makes a team with the caller as its first member. */
    createTeam: (team: z.input<typeof teamCreateSchema>) => call<TeamDto>(transport, { method: 'POST', path: TEAM_API.teams, body: team }),
    joinTeam: (join: z.input<typeof teamJoinSchema>) => call<TeamDto>(transport, { method: 'POST', path: TEAM_API.teamJoin, body: join }),
    leaveTeam: () => call<null>(transport, { method: 'DELETE', path: TEAM_API.teamMembership }),
    divisions: () => read<DivisionsDto>(transport, TEAM_API.divisions),
    /** Picks the caller's division, once; answers the divisions with the caller's. */
    pickDivision: (pick: z.input<typeof divisionPickSchema>) => call<DivisionsDto>(transport, { method: 'POST', path: TEAM_API.division, body: pick }),
    /** The board ranked within one division of the current event. */
    divisionLeaderboard: (divisionId: number) => read<LeaderboardDto>(transport, TEAM_API.divisionLeaderboard(divisionId)),
    teamLeaderboard: () => read<TeamBoardDto>(transport, TEAM_API.teamLeaderboard),
    divisionStandings: () => read<DivisionStandingDto[]>(transport, TEAM_API.divisionStandings),
  };
}

export type TeamsApi = ReturnType<typeof teamsApi>;
