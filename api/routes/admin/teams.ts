import type Router from '@koa/router';
import { z } from 'zod';
import { ADMIN_API } from '../../../core/adminPaths';
import { rowId } from '../../../core/contracts';
import {
  adminTeamCreateSchema,
  adminTeamUpdateSchema,
  divisionAssignmentsSchema,
  divisionCreateSchema,
  divisionUpdateSchema,
  teamImportSchema,
  teamMoveSchema,
} from '../../../core/teams';
import type { AppState } from '../../context';
import { requestLanguage } from '../../language';
import { presentAdminDivision, presentAdminTeam, presentImport } from '../../presenters/teams';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { assignDivisions, changeDivision, createDivision, divisionsForAdmin, removeDivision } from '../../services/adminDivisions';
import { createTeamForEvent, disqualifyTeam, importTeams, moveStudent, removeTeam, renameTeamById, teamsForAdmin, type TeamWithMemberRows } from '../../services/adminTeams';
import { parseIdParam, parseRequest } from '../../validation';
import { adminRouter } from './adminRouter';

/** `?eventId=`: the event whose teams or divisions are meant (the teams' event when left out). */
const eventIdQuerySchema = z.object({ eventId: z.coerce.number().pipe(rowId('eventId')).optional() });

const present = ({ team, members }: TeamWithMemberRows) => presentAdminTeam(team, members);

/** The organisers' teams (the Teams section and `hunt teams`). */
export function adminTeamRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.teams, async (ctx) => {
    const { eventId } = parseRequest(eventIdQuerySchema, ctx.query);
    ctx.body = (await teamsForAdmin(ctx.state.deps, eventId)).map(present);
  });

  router.post(ADMIN_API.teams, async (ctx) => {
    const { eventId, name } = await parseBody(ctx, adminTeamCreateSchema, BODY_LIMITS.admin);
    ctx.status = 201;
    ctx.body = present(await createTeamForEvent(ctx.state.deps, eventId, name));
  });

  router.post(ADMIN_API.teamMembers, async (ctx) => {
    const move = await parseBody(ctx, teamMoveSchema, BODY_LIMITS.admin);
    const team = await moveStudent(ctx.state.deps, move);
    // Out of every team: JSON null, as the contract says (a null body would be Koa's 204).
    if (team) ctx.body = present(team);
    else {
      ctx.type = 'json';
      ctx.body = 'null';
    }
  });

  router.post(ADMIN_API.teamImport, async (ctx) => {
    const { eventId, rows } = await parseBody(ctx, teamImportSchema, BODY_LIMITS.admin);
    ctx.body = presentImport(await importTeams(ctx.state.deps, eventId, rows), requestLanguage(ctx));
  });

  router.patch(ADMIN_API.team.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, 'Team not found');
    const { name } = await parseBody(ctx, adminTeamUpdateSchema, BODY_LIMITS.admin);
    ctx.body = present(await renameTeamById(ctx.state.deps, id, name));
  });

  router.delete(ADMIN_API.team.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, 'Team not found');
    await takeNoBody(ctx);
    await removeTeam(ctx.state.deps, id);
    ctx.status = 204;
  });

  router.put(ADMIN_API.teamDisqualification.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, 'Team not found');
    await takeNoBody(ctx);
    ctx.body = present(await disqualifyTeam(ctx.state.deps, id, true));
  });

  router.delete(ADMIN_API.teamDisqualification.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, 'Team not found');
    await takeNoBody(ctx);
    ctx.body = present(await disqualifyTeam(ctx.state.deps, id, false));
  });

  return router;
}

/** The organisers' divisions (the Divisions section and `hunt divisions`). */
export function adminDivisionRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.divisions, async (ctx) => {
    const { eventId } = parseRequest(eventIdQuerySchema, ctx.query);
    ctx.body = (await divisionsForAdmin(ctx.state.deps, eventId)).map(presentAdminDivision);
  });

  router.post(ADMIN_API.divisions, async (ctx) => {
    const input = await parseBody(ctx, divisionCreateSchema, BODY_LIMITS.admin);
    ctx.status = 201;
    ctx.body = presentAdminDivision(await createDivision(ctx.state.deps, input));
  });

  router.post(ADMIN_API.divisionAssignments, async (ctx) => {
    const { eventId, rows } = await parseBody(ctx, divisionAssignmentsSchema, BODY_LIMITS.admin);
    ctx.body = presentImport(await assignDivisions(ctx.state.deps, eventId, rows), requestLanguage(ctx));
  });

  router.patch(ADMIN_API.division.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, 'Division not found');
    ctx.body = presentAdminDivision(await changeDivision(ctx.state.deps, id, await parseBody(ctx, divisionUpdateSchema, BODY_LIMITS.admin)));
  });

  router.delete(ADMIN_API.division.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, 'Division not found');
    await takeNoBody(ctx);
    await removeDivision(ctx.state.deps, id);
    ctx.status = 204;
  });

  return router;
}
