import type Router from '@koa/router';
import type { AppState } from '../../context';
import { pieceCreateSchema, piecePatchSchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentAdminPiece } from '../../presenters/admin';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { listPiecesForAdmin } from '../../services/adminLists';
import { changePiece, createPiece, removePiece } from '../../services/adminPieces';
import { parseIdParam } from '../../validation';
import { adminRouter } from './adminRouter';

const NOT_FOUND = 'Puzzle piece not found';

export function adminPuzzleRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.puzzles, async (ctx) => {
    ctx.body = (await listPiecesForAdmin(ctx.state.deps)).map(presentAdminPiece);
  });

  router.post(ADMIN_API.puzzles, async (ctx) => {
    const input = await parseBody(ctx, pieceCreateSchema, BODY_LIMITS.admin);
    ctx.status = 201;
    ctx.body = presentAdminPiece(await createPiece(ctx.state.deps, input));
  });

  router.patch(ADMIN_API.puzzle.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, NOT_FOUND);
    const patch = await parseBody(ctx, piecePatchSchema, BODY_LIMITS.admin);
    ctx.body = presentAdminPiece(await changePiece(ctx.state.deps, id, patch));
  });

  router.delete(ADMIN_API.puzzle.pattern, async (ctx) => {
    await takeNoBody(ctx);
    await removePiece(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND));
    ctx.status = 204;
  });

  return router;
}
