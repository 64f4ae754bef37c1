import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('questionnaires', (t) => {
    t.increments('id');
    t.text('title').notNullable();
    t.text('description');
    t.integer('trigger_count').notNullable().defaultTo(1);
    // The ordered question list; answers refer to questions by index ('q0', 'q1', …).
    t.jsonb('questions').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('trigger_count >= 1', [], 'questionnaires_trigger_count_check');
    t.check(`length(trim(title)) > 0`, [], 'questionnaires_title_check');
  });

  await knex.schema.createTable('survey_responses', (t) => {
    t.increments('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('questionnaire_id').notNullable().references('questionnaires.id').onDelete('RESTRICT');
    t.jsonb('responses').notNullable();
    t.integer('points_earned').notNullable().defaultTo(0);
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'questionnaire_id']);
    t.index(['questionnaire_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('survey_responses');
  await knex.schema.dropTable('questionnaires');
}
