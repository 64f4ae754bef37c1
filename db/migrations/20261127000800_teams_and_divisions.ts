import type { Knex } from 'knex';
import { applyTeamsFunctions } from './teamsFunctions';
import { applyTheGameFunctions } from './theGameFunctions';

/**
 * Teams and divisions:
 * - an event says how it is played (`mode`: solo, teams, solo-and-teams), the teams' size cap,
 *   who forms teams (students or the organisers), whether a student may still join after the
 *   start until their first find (`late_joining`), and who gives divisions;
 * - `divisions` are an event's faculties, houses or years, with the e-mail domains that give
 *   one and, when they are not the event's, their own prize tiers; `division_emails` gives one to listed addresses, whether or not they signed in yet;
 * - `teams` are an event's teams, each with a join code, completed once its members between
 *   them hold every piece, and disqualifiable as a whole;
 * - a participant row carries its team and division in the event (one team per student per
 *   event, by the row's key), and may now exist before the first find (a pick, a join);
 * - an answer given for a team is marked with it: a team answers a questionnaire once.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = '879096230349d72d';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.text('mode').notNullable().defaultTo('solo');
    t.smallint('team_size').notNullable().defaultTo(5);
    t.text('team_formation').notNullable().defaultTo('students');
    t.boolean('late_joining').notNullable().defaultTo(false);
    t.text('division_choice').notNullable().defaultTo('students');
  });
  await knex.raw(`alter table events
    add constraint events_mode_check check (mode in ('solo', 'teams', 'solo-and-teams')),
    add constraint events_team_size_check check (team_size between 2 and 50),
    add constraint events_team_formation_check check (team_formation in ('students', 'organisers')),
    add constraint events_division_choice_check check (division_choice in ('students', 'organisers'))`);

  await knex.schema.createTable('divisions', (t) => {
    t.increments('id');
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.specificType('email_domains', 'text[]').notNullable().defaultTo('{}');
    // Its own prize tiers ([{percentile, prizeName, prizeDescription}]), or null to share the event's.
    t.jsonb('prize_tiers');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['event_id', 'name']);
  });
  await knex.schema.createTable('division_emails', (t) => {
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.text('email').notNullable();
    t.integer('division_id').notNullable().references('divisions.id').onDelete('CASCADE');
    t.primary(['event_id', 'email']);
    t.index(['division_id']);
  });
  await knex.schema.createTable('teams', (t) => {
    t.increments('id');
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('join_code').notNullable().unique();
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('disqualified_at', { useTz: true });
  });
  // Unique within the event whatever the case: "Red Foxes" and "red foxes" would be one team to the eye.
  await knex.raw('create unique index teams_event_name_unique on teams (event_id, lower(name))');

  await knex.schema.alterTable('participants', (t) => {
    t.integer('team_id').references('teams.id').onDelete('SET NULL');
    t.integer('division_id').references('divisions.id').onDelete('SET NULL');
    t.index(['team_id']);
    t.index(['division_id']);
  });
  await knex.schema.alterTable('survey_responses', (t) => {
    t.integer('team_id').references('teams.id').onDelete('SET NULL');
  });
  await knex.raw('create unique index survey_responses_team_unique on survey_responses (event_id, questionnaire_id, team_id) where team_id is not null');
  // The questionnaires' rule now takes who collects together: the old signature goes.
  await knex.raw('drop function hunt_questionnaires_due(integer, uuid)');
  await applyTeamsFunctions(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists teams_changed on teams');
  await knex.raw('drop trigger if exists divisions_changed on divisions');
  await knex.raw('drop function if exists hunt_questionnaires_waiting(integer, uuid[])');
  await knex.raw('drop function if exists hunt_questionnaires_due(integer, uuid[])');
  await applyTheGameFunctions(knex);
  await knex.raw('drop function if exists hunt_ranking_json(participants, users)');
  await knex.raw('drop function if exists hunt_collectors(integer, uuid)');
  await knex.raw('drop function if exists hunt_division_for(integer, uuid)');
  await knex.raw('drop function if exists hunt_teams_changed()');
  await knex.raw('drop function if exists hunt_divisions_changed()');
  await knex.schema.alterTable('survey_responses', (t) => t.dropColumn('team_id'));
  await knex.schema.alterTable('participants', (t) => t.dropColumns('team_id', 'division_id'));
  await knex.schema.dropTable('teams');
  await knex.schema.dropTable('division_emails');
  await knex.schema.dropTable('divisions');
  await knex.raw(`alter table events drop constraint events_mode_check, drop constraint events_team_size_check,
    drop constraint events_team_formation_check, drop constraint events_division_choice_check`);
  await knex.schema.alterTable('events', (t) => t.dropColumns('mode', 'team_size', 'team_formation', 'late_joining', 'division_choice'));
}
