import type { Knex } from 'knex';
import type { QuestionnaireRow } from '../../db/rows';

export function findQuestionnaire(db: Knex, id: number): Promise<QuestionnaireRow | undefined> {
  return db<QuestionnaireRow>('questionnaires').where({ id }).first();
}

/** Questionnaires due at this collection count that the user has not submitted, lowest triggerCount first. */
export function listDueQuestionnaires(db: Knex, userId: string, collected: number): Promise<QuestionnaireRow[]> {
  return db<QuestionnaireRow>('questionnaires as q')
    .select('q.*')
    .where('q.trigger_count', '<=', collected)
    .whereNotExists(function submitted() {
      this.select(db.raw('1')).from('survey_responses as r').whereRaw('r.questionnaire_id = q.id').andWhere('r.user_id', userId);
    })
    .orderBy([{ column: 'q.trigger_count' }, { column: 'q.id' }]);
}

export async function insertQuestionnaire(
  db: Knex,
  input: { title: string; description: string | null; trigger_count: number; questions: unknown },
): Promise<QuestionnaireRow> {
  const [row] = await db<QuestionnaireRow>('questionnaires')
    .insert({ ...input, questions: JSON.stringify(input.questions) })
    .returning('*');
  if (!row) throw new Error('questionnaire insert returned no row');
  return row;
}
