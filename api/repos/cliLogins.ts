import type { Knex } from 'knex';

export interface CliLoginRow {
  id: string;
  user_code: string;
  poll_secret_hash: string;
  client_name: string;
  status: 'pending' | 'approved' | 'denied' | 'redeemed';
  approved_by: string | null;
  created_at: Date;
  expires_at: Date;
}

export async function insertCliLogin(db: Knex, row: Pick<CliLoginRow, 'user_code' | 'poll_secret_hash' | 'client_name' | 'expires_at'>): Promise<CliLoginRow> {
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

export async function setCliLoginStatus(db: Knex, id: string, status: CliLoginRow['status'], approvedBy?: string): Promise<void> {
  await db('cli_login_requests').where({ id }).update({ status, ...(approvedBy ? { approved_by: approvedBy } : {}) });
}

export async function deleteExpiredCliLogins(db: Knex): Promise<void> {
  await db('cli_login_requests').where('expires_at', '<', db.raw(`now() - interval '1 day'`)).delete();
}
