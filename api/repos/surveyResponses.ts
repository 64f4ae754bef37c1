import type { Knex } from 'knex';
import type { SurveyResponseRow } from '../../db/rows';
import type { RankingRow } from './leaderboard';

/** Inserts the response, or returns null when the user already answered this questionnaire. */
export async function insertSurveyResponse(
  trx: Knex.Transaction,
  response: Pick<SurveyResponseRow, 'user_id' | 'questionnaire_id' | 'responses' | 'points_earned'>,
): Promise<SurveyResponseRow | null> {
  const rows = await trx<SurveyResponseRow>('survey_responses')
    // The moment it is stored, not the transaction's start: it is compared with an event's completion.
    .insert({ ...response, responses: JSON.stringify(response.responses), submitted_at: trx.raw('clock_timestamp()') })
    .onConflict(['user_id', 'questionnaire_id'])
    .ignore()
    .returning('*');
  return rows[0] ?? null;
}

/** Adds to the user's score; the user's ranking fields afterwards, or null when nothing changed. */
export async function addPoints(trx: Knex.Transaction, userId: string, points: number): Promise<RankingRow | null> {
  if (points === 0) return null;
  const [row] = (await trx('users')
    .where({ id: userId })
    .increment('total_points', points)
    .returning(['id', 'email', 'first_name', 'last_name', 'profile_image_url', 'total_points', 'completed_at'])) as RankingRow[];
  return row ?? null;
}

export interface SurveyResponseForAdmin extends SurveyResponseRow {
  user_email: string;
  questionnaire_title: string;
}

/** Every response (or one questionnaire's), newest first, with the user's e-mail and the title; none of an erased student's. */
export function listSurveyResponsesForAdmin(db: Knex, questionnaireId?: number): Promise<SurveyResponseForAdmin[]> {
  const query = db<SurveyResponseForAdmin>('survey_responses as r')
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
