import type { Knex } from 'knex';
import type { QuestionnaireInput } from '../../core/questionnaireSchema';
import type { Question } from '../../core/questions';
import { AppError, badRequest, conflict, notFound } from '../errors';
import {
  deleteQuestionnaire,
  findQuestionnaireWithResponseCount,
  insertQuestionnaire,
  lockQuestionnaireForUpdate,
  replaceQuestionnaire,
  type QuestionnaireWithResponseCount,
} from '../repos/questionnaires';
import { findPiece } from '../repos/pieces';
import { countResponsesTo } from '../repos/surveyResponses';
import { eventForContent } from './eventScope';
import { isDataUrl, resolveImageUrl } from './images';
import type { Deps } from '../deps';

const NOT_FOUND = 'Questionnaire not found';

export async function createQuestionnaire(deps: Deps, input: QuestionnaireInput): Promise<QuestionnaireWithResponseCount> {
  const eventId = eventForContent(deps, input.eventId ?? null);
  const id = await deps.db.transaction(async (trx) => {
    const row = await insertQuestionnaire(trx, { ...(await toStored(trx, input)), event_id: eventId });
    return row.id;
  });
  return readQuestionnaire(deps, id);
}

/**
 * Replaces the questionnaire. Responses already given keep their answers and the points they
 * earned; they are not graded again against the new questions. Its event changes only when
 * `eventId` is sent, and not once anyone has answered (409): they answered that event's.
 */
export async function updateQuestionnaire(deps: Deps, id: number, input: QuestionnaireInput): Promise<QuestionnaireWithResponseCount> {
  await deps.db.transaction(async (trx) => {
    const current = await lockQuestionnaireForUpdate(trx, id);
    if (!current) throw notFound(NOT_FOUND);
    const eventId = input.eventId === undefined ? current.event_id : eventForContent(deps, input.eventId);
    if (eventId !== current.event_id && (await countResponsesTo(trx, id)) > 0) throw conflict('A questionnaire that participants have answered keeps its event');
    if (!(await replaceQuestionnaire(trx, id, { ...(await toStored(trx, input)), event_id: eventId }))) throw notFound(NOT_FOUND);
  });
  return readQuestionnaire(deps, id);
}

/** Refused (409) once anyone has answered: deleting would take away the points they earned. */
export async function removeQuestionnaire(deps: Deps, id: number): Promise<void> {
  await deps.db.transaction(async (trx) => {
    if (!(await lockQuestionnaireForUpdate(trx, id))) throw notFound(NOT_FOUND);
    const responses = await countResponsesTo(trx, id);
    if (responses > 0) {
      throw conflict(
        'This questionnaire has {count, plural, one {# response} other {# responses}} and cannot be deleted: participants would lose the points they earned.',
        { count: responses },
      );
    }
    await deleteQuestionnaire(trx, id);
  });
}

async function toStored(trx: Knex.Transaction, input: QuestionnaireInput) {
  const questions: Question[] = [];
  for (const [index, question] of input.questions.entries()) {
    questions.push({ ...question, imageUrl: await questionImage(trx, question.imageUrl, index) });
  }
  if (input.triggerPieceId !== null && !(await findPiece(trx, input.triggerPieceId))) throw badRequest('triggerPieceId: no such puzzle piece');
  return { title: input.title, description: input.description || null, trigger_count: input.triggerCount, trigger_piece_id: input.triggerPieceId, questions };
}

/** A question's image: an upload (data: URL) is stored; an http(s) URL or a stored image (questionnaireInputSchema checked which) is kept. */
async function questionImage(trx: Knex.Transaction, imageUrl: string | null, index: number): Promise<string | null> {
  const value = imageUrl?.trim() ?? '';
  if (!value) return null;
  if (isDataUrl(value)) {
    try {
      return await resolveImageUrl(trx, value);
    } catch (error) {
      if (error instanceof AppError && error.status === 400) throw badRequest('questions.{index}.imageUrl: {problem}', { index, problem: { template: error.template, values: error.values } });
      throw error;
    }
  }
  return value;
}

async function readQuestionnaire(deps: Deps, id: number): Promise<QuestionnaireWithResponseCount> {
  const row = await findQuestionnaireWithResponseCount(deps.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}
