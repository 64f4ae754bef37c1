import type { Knex } from 'knex';
import type { QuestionnaireRow } from '../../db/rows';

export function findQuestionnaire(db: Knex, id: number): Promise<QuestionnaireRow | undefined> {
  return db<QuestionnaireRow>('questionnaires').where({ id }).first();
}

type StoredQuestionnaire = {
  title: string;
  description: string | null;
  trigger_count: number;
  trigger_piece_id?: number | null;
  questions: unknown;
  event_id?: number | null;
};

/** Whether the student has unlocked the questionnaire in the event (the database's rule, hunt_questionnaires_due). */
export async function isQuestionnaireDue(db: Knex, eventId: number, userId: string, questionnaireId: number): Promise<boolean> {
  const row = await db.first(
    db.raw('exists (select 1 from hunt_questionnaires_due(?, ?, hunt_collecting_team(?, ?)) where id = ?) as due', [eventId, userId, eventId, userId, questionnaireId]),
  );
  return Boolean((row as { due?: boolean } | undefined)?.due);
}

/** The questionnaires the student has unlocked in the event and not answered there (nor their team, in a team event), in the order they came. */
export function listWaitingQuestionnaires(db: Knex, eventId: number, userId: string): Promise<QuestionnaireRow[]> {
  return db
    .select<QuestionnaireRow[]>('q.*')
    .from(db.raw('hunt_questionnaires_waiting(?, ?, hunt_collecting_team(?, ?)) as q', [eventId, userId, eventId, userId]))
    .orderBy([{ column: 'q.trigger_count' }, { column: 'q.id' }]);
}

export async function insertQuestionnaire(db: Knex, input: StoredQuestionnaire): Promise<QuestionnaireRow> {
  const [row] = await db<QuestionnaireRow>('questionnaires')
    .insert({ ...input, questions: JSON.stringify(input.questions) })
    .returning('*');
  if (!row) throw new Error('questionnaire insert returned no row');
  return row;
}

export interface QuestionnaireWithResponseCount extends QuestionnaireRow {
  response_count: number;
}

function questionnairesWithResponseCount(db: Knex) {
  return db<QuestionnaireWithResponseCount>('questionnaires as q').select(
    'q.*',
    db.raw('(select count(*) from survey_responses r where r.questionnaire_id = q.id)::int as response_count'),
  );
}

export function listQuestionnairesWithResponseCount(db: Knex): Promise<QuestionnaireWithResponseCount[]> {
  return questionnairesWithResponseCount(db).orderBy('q.id');
}

export function findQuestionnaireWithResponseCount(db: Knex, id: number): Promise<QuestionnaireWithResponseCount | undefined> {
  return questionnairesWithResponseCount(db).where('q.id', id).first();
}

/** Replaces every field; false when no such questionnaire exists. */
export async function replaceQuestionnaire(db: Knex, id: number, input: StoredQuestionnaire): Promise<boolean> {
  const changed = await db('questionnaires')
    .where({ id })
    .update({ ...input, questions: JSON.stringify(input.questions), updated_at: db.fn.now() });
  return changed > 0;
}

/** Locks the questionnaire so no response can arrive while it is deleted. */
export function lockQuestionnaireForUpdate(trx: Knex.Transaction, id: number): Promise<QuestionnaireRow | undefined> {
  return trx<QuestionnaireRow>('questionnaires').where({ id }).forUpdate().first();
}

export async function deleteQuestionnaire(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('questionnaires').where({ id }).delete();
}
