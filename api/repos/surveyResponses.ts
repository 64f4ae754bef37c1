import type { Knex } from 'knex';
import type { SurveyResponseRow } from '../../db/rows';
import { ANNOUNCED_BY_WRITER, RANKING_ROW_COLUMNS, type RankingRow } from './leaderboard';

/** Inserts the response, or returns null when the user already answered this questionnaire. */
export async function insertSurveyResponse(
  trx: Knex.Transaction,
  response: Pick<SurveyResponseRow, 'event_id' | 'team_id' | 'user_id' | 'questionnaire_id' | 'responses' | 'points_earned'>,
): Promise<SurveyResponseRow | null> {
  const rows = await trx<SurveyResponseRow>('survey_responses')
    // The moment it is stored, not the transaction's start: it is compared with an event's completion.
    .insert({ ...response, responses: JSON.stringify(response.responses), submitted_at: trx.raw('clock_timestamp()') })
    .onConflict(['event_id', 'user_id', 'questionnaire_id'])
    .ignore()
    .returning('*');
  return rows[0] ?? null;
}

/**
 * Adds to the user's score in the event; their ranking fields afterwards, or null when nothing
 * changed. Their row there exists already: only what they collected unlocks a questionnaire.
 * The caller's instance announces the change after commit (the row is marked so).
 */
export async function addPoints(trx: Knex.Transaction, eventId: number, userId: string, points: number): Promise<RankingRow | null> {
  if (points === 0) return null;
  const { rows } = await trx.raw<{ rows: RankingRow[] }>(
    `update participants p set total_points = p.total_points + ?, changed_xid = ${ANNOUNCED_BY_WRITER}
     from users u where p.event_id = ? and p.user_id = ? and u.id = p.user_id
     returning ${RANKING_ROW_COLUMNS}`,
    [points, eventId, userId],
  );
  return rows[0] ?? null;
}

export interface SurveyResponseForAdmin extends SurveyResponseRow {
  user_email: string;
  questionnaire_title: string;
}

/** Every response in the event (or one questionnaire's), newest first, with the user's e-mail and the title; none of an erased student's. */
export function listSurveyResponsesForAdmin(db: Knex, eventId: number | null, questionnaireId?: number): Promise<SurveyResponseForAdmin[]> {
  const query = db<SurveyResponseForAdmin>('survey_responses as r')
    .where('r.event_id', eventId ?? -1)
    .join('users as u', 'u.id', 'r.user_id')
    .join('questionnaires as q', 'q.id', 'r.questionnaire_id')
    .whereNull('u.erased_at')
    .select('r.*', 'u.email as user_email', 'q.title as questionnaire_title')
    .orderBy([{ column: 'r.submitted_at', order: 'desc' }, { column: 'r.id', order: 'desc' }]);
  return questionnaireId === undefined ? query : query.where('r.questionnaire_id', questionnaireId);
}

export async function countResponsesTo(db: Knex, questionnaireId: number): Promise<number> {
  const row = await db('survey_responses').where({ questionnaire_id: questionnaireId }).first<{ count: number }>(db.raw('count(*)::int as count'));
  return Number(row?.count ?? 0);
}
