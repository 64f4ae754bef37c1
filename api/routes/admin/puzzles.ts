import Router from '@koa/router';
import { pieceCreateSchema, piecePatchSchema } from '../../../core/admin';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { presentAdminPiece } from '../../presenters/admin';
import { listPiecesWithUsage } from '../../repos/pieces';
import { changePiece, createPiece, removePiece } from '../../services/adminPieces';
import { parseIdParam } from '../../validation';
import { parseBody, takeNoBody } from '../../requestBody';

const NOT_FOUND = 'Puzzle piece not found';

export function adminPuzzleRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/puzzles', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = (await listPiecesWithUsage(ctx.state.deps.db)).map(presentAdminPiece);
  });

  router.post('/api/admin/puzzles', async (ctx) => {
    requireAdmin(ctx);
    const input = await parseBody(ctx, pieceCreateSchema);
    ctx.status = 201;
    ctx.body = presentAdminPiece(await createPiece(ctx.state.deps, input));
  });

  router.patch('/api/admin/puzzles/:id', async (ctx) => {
    requireAdmin(ctx);
    const id = parseIdParam(ctx.params.id, NOT_FOUND);
    const patch = await parseBody(ctx, piecePatchSchema);
    ctx.body = presentAdminPiece(await changePiece(ctx.state.deps, id, patch));
  });

  router.delete('/api/admin/puzzles/:id', async (ctx) => {
    requireAdmin(ctx);
    takeNoBody(ctx);
    await removePiece(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND));
    ctx.status = 204;
  });

  return router;
}
