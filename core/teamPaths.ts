/**
 * The paths of teams and divisions, the third part of core/apiPaths.ts's table, in a module of
 * its own: only the pages that show teams and divisions load it, not the landing's first script.
 */
export const TEAM_API = {
  /** A division's board: the same route as `leaderboard`, filtered by a query. */
  divisionLeaderboard: (divisionId: number) => `/api/leaderboard?division=${encodeURIComponent(String(divisionId))}`,
  /** The team board (ranked like the race board) and the divisions against each other. */
  teamLeaderboard: '/api/leaderboard/teams',
  /** The live stream of a division's board (patches, as everyone's), and of the team board (sent whole). */
  divisionLeaderboardStream: (divisionId: number) => `/api/leaderboard/stream?division=${encodeURIComponent(String(divisionId))}`,
  teamLeaderboardStream: '/api/leaderboard/stream?board=teams',
  divisionStandings: '/api/leaderboard/divisions',
  /** GET the event's divisions and the caller's; POST `/api/division` picks one, once. */
  divisions: '/api/divisions',
  division: '/api/division',
  /** POST creates a team (the caller its first member); `teamJoin` joins one by its code. */
  teams: '/api/teams',
  teamJoin: '/api/teams/join',
  /** GET the caller's team: members, collection, progress. */
  team: '/api/team',
  /** DELETE leaves the team. */
  teamMembership: '/api/team/membership',
} as const;
