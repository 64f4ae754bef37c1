import type { Knex } from 'knex';

export interface CliLoginRow {
  id: string;
  user_code: string;
  poll_secret_hash: string;
  client_name: string;
  requested_from: string | null;
  user_agent: string | null;
  status: 'pending' | 'approved' | 'denied' | 'redeemed';
  approved_by: string | null;
  created_at: Date;
  expires_at: Date;
}

export async function insertCliLogin(
  db: Knex,
  row: Pick<CliLoginRow, 'user_code' | 'poll_secret_hash' | 'client_name' | 'requested_from' | 'user_agent' | 'expires_at'>,
): Promise<CliLoginRow> {
  const [inserted] = await db<CliLoginRow>('cli_login_requests').insert(row).returning('*');
  if (!inserted) throw new Error('login request insert returned no row');
  return inserted;
}

export function findPendingByCode(db: Knex, userCode: string): Promise<CliLoginRow | undefined> {
  return db<CliLoginRow>('cli_login_requests')
    .where({ user_code: userCode, status: 'pending' })
    .andWhere('expires_at', '>', db.fn.now())
    .first();
}

export function findCliLoginForUpdate(trx: Knex.Transaction, id: string): Promise<CliLoginRow | undefined> {
  return trx<CliLoginRow>('cli_login_requests').where({ id }).forUpdate().first();
}

/** Approves or denies a request that is still pending and unexpired; false when none was. */
export async function decidePending(db: Knex, id: string, status: 'approved' | 'denied', adminId: string): Promise<boolean> {
  const changed = await db('cli_login_requests')
    .where({ id, status: 'pending' })
    .andWhere('expires_at', '>', db.fn.now())
    .update({ status, approved_by: adminId })
    .returning('id');
  return changed.length > 0;
}

export async function markRedeemed(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('cli_login_requests').where({ id, status: 'approved' }).update({ status: 'redeemed' });
}

export async function deleteExpiredCliLogins(db: Knex): Promise<void> {
  await db('cli_login_requests').where('expires_at', '<', db.raw(`now() - interval '1 day'`)).delete();
}
