import type { Knex } from 'knex';
import { applyFunctions } from '../functions';
import { createEvidenceScanFunction } from './20261125000100_scan_evidence';

/**
 * Every function and trigger from db/functions/, the one home of their current SQL. What
 * changes: hunt_record_scan answers in camelCase throughout (`triggerCount`, and the completed
 * student's `firstName`, `totalPoints`, `completedAt`…), as api/repos/scans.ts reads it.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = '21ed7591c27d4eb8';

export async function up(knex: Knex): Promise<void> {
  await applyFunctions(knex);
}

/** The rest is the same SQL as before; only the scan's answer changed. */
export async function down(knex: Knex): Promise<void> {
  await createEvidenceScanFunction(knex);
}
