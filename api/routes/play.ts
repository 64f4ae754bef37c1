import Router from '@koa/router';
import { API } from '../../core/apiPaths';
import { scanRequestSchema, surveySubmitRequestSchema } from '../../core/contracts';
import type { AppState } from '../context';
import { countScans } from '../metrics/middleware';
import { BODY_LIMITS, parseBody, takeNoBody } from '../requestBody';
import { parseIdParam } from '../validation';
import { MAX_HINTS } from '../../core/hints';
import { revealHintFor } from '../services/hints';
import { waitingQuestionnaires } from '../services/waitingQuestionnaires';
import {
  presentCollectionEntry,
  presentPiece,
  presentQuestionnaireForParticipant,
  presentScanResult,
  presentSubmitResult,
} from '../presenters/participant';
import { presentProgress } from '../presenters/progress';
import { requireUser } from '../policies/roles';
import { collectionOf, piecesHeldBy, progressOf } from '../services/collection';
import { recordScan } from '../services/recordScan';
import { submitSurvey } from '../services/submitSurvey';
import { sentAnnouncements } from '../services/announcements';
import { presentAnnouncement } from '../presenters/announcements';
import { ANNOUNCEMENTS_PATH } from '../../core/announcements';
import { memoryReadRoute } from './memoryReads';
import { notFound } from '../errors';

/** The participant's calls (docs/product.md, Participant routes): pieces, own collection, score, progress, scan, survey, announcements. */
export function playRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(API.puzzles, async (ctx) => {
    const user = requireUser(ctx);
    const { pieces, held, revealed } = await piecesHeldBy(ctx.state.deps, user.id);
    ctx.body = pieces.map((piece, index) => presentPiece(piece, index, held, revealed));
  });

  router.post(API.hint.pattern, async (ctx) => {
    const user = requireUser(ctx);
    await takeNoBody(ctx);
    const pieceId = parseIdParam(ctx.params.id, 'Puzzle piece not found');
    const index = /^\d$/.test(ctx.params.index ?? '') ? Number(ctx.params.index) : -1;
    if (index < 0 || index >= MAX_HINTS) throw notFound('Hint not found');
    ctx.body = await revealHintFor(ctx.state.deps, user.id, pieceId, index);
  });

  /** Questionnaires skipped or interrupted wait here until answered or the event ends. */
  router.get(API.pendingQuestionnaires, async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = (await waitingQuestionnaires(ctx.state.deps, user.id)).map(presentQuestionnaireForParticipant);
  });

  /** The current event's announcements, for a student who was away when they were sent. */
  router.get(ANNOUNCEMENTS_PATH, async (ctx) => {
    requireUser(ctx);
    ctx.body = (await sentAnnouncements(ctx.state.deps)).map(presentAnnouncement);
  });

  router.get(API.collection, async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = (await collectionOf(ctx.state.deps, user.id)).map(presentCollectionEntry);
  });

  router.get(API.score, memoryReadRoute(API.score));

  router.get(API.progress, async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = presentProgress(user, await progressOf(ctx.state.deps, user.id));
  });

  router.post(API.scan, countScans, async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = presentScanResult(await recordScan(ctx.state.deps, user.id, await parseBody(ctx, scanRequestSchema, BODY_LIMITS.scan)));
  });

  router.post(API.surveySubmit, async (ctx) => {
    const user = requireUser(ctx);
    const request = await parseBody(ctx, surveySubmitRequestSchema, BODY_LIMITS.surveySubmit);
    ctx.body = presentSubmitResult(await submitSurvey(ctx.state.deps, user.id, request));
  });

  return router;
}
