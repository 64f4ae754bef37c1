import type { Knex } from 'knex';
import { applyAnnouncedAfterCommitFunctions } from './announcedAfterCommitFunctions';
import { applyPlansThatLastFunctions } from './plansThatLastFunctions';

/**
 * A participant row remembers the transaction that last changed it through a path whose API
 * instance announces the change after commit (`changed_xid`: a scan's new row or completion, an
 * answer's points, a hint's cost). The participants trigger stays silent for such a change, so
 * those transactions hold no NOTIFY and no longer queue on PostgreSQL's notification lock at
 * commit; every instance reads the rows marked since its last look, by the partial index, to
 * catch a change whose instance stopped between commit and announcement
 * (api/leaderboard/reconciliation.ts). Existing rows stay unmarked: nothing to catch up on.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = '57e9db071e7399f4';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table participants add column changed_xid xid8');
  await knex.raw('create index participants_changed_idx on participants (event_id, changed_xid) where changed_xid is not null');
  // The scans in batches came later.
  await applyAnnouncedAfterCommitFunctions(knex, { withScansInBatches: false });
}

export async function down(knex: Knex): Promise<void> {
  await applyPlansThatLastFunctions(knex);
  await knex.raw('drop index participants_changed_idx');
  await knex.raw('alter table participants drop column changed_xid');
}
