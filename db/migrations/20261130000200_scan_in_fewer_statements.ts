import type { Knex } from 'knex';
import { applyFunctions } from '../functions';
import { applyAnnouncedAfterCommitFunctions } from './announcedAfterCommitFunctions';

/**
 * `hunt_record_scan` in fewer statements, each of which costs a round of PostgreSQL's executor
 * whatever it reads: the student's user row, their row in the event, their wrong codes and their
 * entries in one; the piece and how many pieces the event uses with the code; the team's check
 * started only in a team event; the board's row built from the user row already read. Its
 * answers are the same.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = '700c177ca68c901f';

export async function up(knex: Knex): Promise<void> {
  await applyFunctions(knex);
}

export async function down(knex: Knex): Promise<void> {
  await applyAnnouncedAfterCommitFunctions(knex, { withScansInBatches: true });
}
