import type { Knex } from 'knex';
import { applyPlansThatLastFunctions } from './plansThatLastFunctions';
import { applyTeamsFunctions } from './teamsFunctions';

/**
 * Who collects together and the questionnaires' rule take the student and their collecting team
 * as plain values, not an array (hunt_collectors, hunt_held_pieces, hunt_questionnaires_due and
 * _waiting, with hunt_collecting_team for callers that have not read the student's row): the scan
 * keeps one plan for them instead of planning them again at every find, and reads a student's
 * entries by event and user whatever the statistics said when that plan was made. No data changes.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = 'cbe3c360a33722e5';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop function hunt_questionnaires_waiting(integer, uuid[])');
  await knex.raw('drop function hunt_questionnaires_due(integer, uuid[])');
  await knex.raw('drop function hunt_collectors(integer, uuid)');
  await applyPlansThatLastFunctions(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function hunt_questionnaires_waiting(integer, uuid, integer)');
  await knex.raw('drop function hunt_questionnaires_due(integer, uuid, integer)');
  await knex.raw('drop function hunt_held_pieces(integer, uuid, integer)');
  await knex.raw('drop function hunt_collectors(integer, uuid, integer)');
  await knex.raw('drop function hunt_collecting_team(integer, uuid)');
  await applyTeamsFunctions(knex);
}

