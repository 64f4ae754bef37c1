import Router from '@koa/router';
import { scanRequestSchema, surveySubmitRequestSchema, type ProgressDto, type ScoreDto } from '../../core/contracts';
import type { AppState } from '../context';
import { parseRequest } from '../validation';
import { presentCollectionEntry, presentPiece } from '../presenters/participant';
import { requireUser } from '../policies/roles';
import { countCollection, listCollection } from '../repos/collection';
import { countPieces, listPieces } from '../repos/pieces';
import { participantPercentile } from '../services/leaderboard';
import { recordScan } from '../services/recordScan';
import { submitSurvey } from '../services/submitSurvey';

/** The participant's calls (SPEC section 7): pieces, own collection, score, progress, scan, survey. */
export function playRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/puzzles', async (ctx) => {
    requireUser(ctx);
    ctx.body = (await listPieces(ctx.state.deps.db)).map(presentPiece);
  });

  router.get('/api/user/collection', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = (await listCollection(ctx.state.deps.db, user.id)).map(presentCollectionEntry);
  });

  router.get('/api/user/score', async (ctx) => {
    const user = requireUser(ctx);
    const body: ScoreDto = {
      score: { totalPoints: user.total_points, completedAt: user.completed_at?.toISOString() ?? null },
      percentile: await participantPercentile(ctx.state.deps, user),
    };
    ctx.body = body;
  });

  router.get('/api/user/progress', async (ctx) => {
    const user = requireUser(ctx);
    const { db } = ctx.state.deps;
    const [collected, total] = await Promise.all([countCollection(db, user.id), countPieces(db)]);
    const body: ProgressDto = { collected, total, completedAt: user.completed_at?.toISOString() ?? null };
    ctx.body = body;
  });

  router.post('/api/scan', async (ctx) => {
    const user = requireUser(ctx);
    const { code } = parseRequest(scanRequestSchema, ctx.request.body);
    ctx.body = await recordScan(ctx.state.deps, user.id, code);
  });

  router.post('/api/survey/submit', async (ctx) => {
    const user = requireUser(ctx);
    const request = parseRequest(surveySubmitRequestSchema, ctx.request.body);
    ctx.body = await submitSurvey(ctx.state.deps, user.id, request);
  });

  return router;
}
