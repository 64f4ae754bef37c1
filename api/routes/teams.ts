import { TEAM_API } from '../../core/teamPaths';
import Router from '@koa/router';
import { divisionPickSchema, teamCreateSchema, teamJoinSchema } from '../../core/teams';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { presentDivision, presentDivisionStanding, presentMyTeam } from '../presenters/teams';
import { memoryReadRoute } from './memoryReads';
import { BODY_LIMITS, parseBody, takeNoBody } from '../requestBody';
import { chooseDivision, readDivisions, type StudentDivisions } from '../services/divisions';
import { divisionStandings } from '../services/teamBoards';
import { createTeam, joinTeam, leaveTeam, readMyTeam } from '../services/teams';
import type { DivisionsDto } from '../../core/teams';

function presentDivisions(found: StudentDivisions): DivisionsDto {
  return { choice: found.event?.division_choice ?? 'students', divisions: found.divisions.map(presentDivision), mine: found.mine && presentDivision(found.mine) };
}

/** A student's team and division, and the team and division standings. */
export function teamRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(TEAM_API.team, async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = presentMyTeam(await readMyTeam(ctx.state.deps, user.id), user.id, ctx.state.deps.config.leaderboardEmails);
  });

  router.post(TEAM_API.teams, async (ctx) => {
    const user = requireUser(ctx);
    const { name } = await parseBody(ctx, teamCreateSchema, BODY_LIMITS.teams);
    await createTeam(ctx.state.deps, user.id, name);
    ctx.status = 201;
    ctx.body = presentMyTeam(await readMyTeam(ctx.state.deps, user.id), user.id, ctx.state.deps.config.leaderboardEmails).team;
  });

  router.post(TEAM_API.teamJoin, async (ctx) => {
    const user = requireUser(ctx);
    const { code } = await parseBody(ctx, teamJoinSchema, BODY_LIMITS.teams);
    await joinTeam(ctx.state.deps, user.id, code);
    ctx.body = presentMyTeam(await readMyTeam(ctx.state.deps, user.id), user.id, ctx.state.deps.config.leaderboardEmails).team;
  });

  router.delete(TEAM_API.teamMembership, async (ctx) => {
    const user = requireUser(ctx);
    await takeNoBody(ctx);
    await leaveTeam(ctx.state.deps, user.id);
    ctx.status = 204;
  });

  router.get(TEAM_API.divisions, async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = presentDivisions(await readDivisions(ctx.state.deps, user.id));
  });

  router.post(TEAM_API.division, async (ctx) => {
    const user = requireUser(ctx);
    const { divisionId } = await parseBody(ctx, divisionPickSchema, BODY_LIMITS.teams);
    ctx.body = presentDivisions(await chooseDivision(ctx.state.deps, user.id, divisionId));
  });

  router.get(TEAM_API.teamLeaderboard, memoryReadRoute(TEAM_API.teamLeaderboard));

  router.get(TEAM_API.divisionStandings, async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = divisionStandings(ctx.state.deps, user).map(presentDivisionStanding);
  });

  return router;
}
