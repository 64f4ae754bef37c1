import type { Knex } from 'knex';
import { applyAnnouncedAfterCommitFunctions } from './announcedAfterCommitFunctions';

/**
 * `hunt_record_scans`: several students' scans in one call and one transaction, which an API
 * instance sends when scans arrive faster than the database answers them
 * (db/functions/huntRecordScans.ts). Nothing else changes.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = '5809aff4dcb85114';

export async function up(knex: Knex): Promise<void> {
  await applyAnnouncedAfterCommitFunctions(knex, { withScansInBatches: true });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function hunt_record_scans(jsonb)');
}
