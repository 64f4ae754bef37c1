import type { Knex } from 'knex';
import type { SurveyResponseRow } from '../../db/rows';

/** Inserts the response, or returns null when the user already answered this questionnaire. */
export async function insertSurveyResponse(
  trx: Knex.Transaction,
  response: Pick<SurveyResponseRow, 'user_id' | 'questionnaire_id' | 'responses' | 'points_earned'>,
): Promise<SurveyResponseRow | null> {
  const rows = await trx<SurveyResponseRow>('survey_responses')
    .insert({ ...response, responses: JSON.stringify(response.responses) })
    .onConflict(['user_id', 'questionnaire_id'])
    .ignore()
    .returning('*');
  return rows[0] ?? null;
}

export async function addPoints(trx: Knex.Transaction, userId: string, points: number): Promise<void> {
  if (points !== 0) await trx('users').where({ id: userId }).increment('total_points', points);
}
