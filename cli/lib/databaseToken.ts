import { issueApiToken } from '../../api/services/apiTokens';
import { findUserByEmail } from '../../api/repos/users';
import { createDb, migrateLatest, type DbConfig } from '../../db';
import { refuseMissing, refuseWhileInUse } from './embeddedDatabase';
import { CliError } from './errors';

export interface DatabaseTarget {
  databaseUrl?: string;
  dataDir?: string;
}

export interface IssuedToken {
  token: string;
  email: string;
  name: string;
  expiresAt: string | null;
}

/**
 * The one command that reads and writes the API's tables itself: a server operator's (or CI's
 * first) way to get a token for an existing administrator, before any browser is involved.
 */
export async function issueTokenInDatabase(target: DatabaseTarget, email: string, name: string, days: number): Promise<IssuedToken> {
  if (!target.databaseUrl && target.dataDir) {
    refuseMissing(target.dataDir);
    refuseWhileInUse(target.dataDir);
  }
  // knex would print its connection retries itself; the CLI reports a failure in one line instead.
  const quiet = { log: { warn: () => {} } };
  const config: DbConfig = target.databaseUrl ? { databaseUrl: target.databaseUrl, poolMax: 1, ...quiet } : { dataDir: target.dataDir, ...quiet };
  const db = createDb(config);
  try {
    try {
      await migrateLatest(db);
    } catch (error) {
      throw new CliError(`Cannot open the database: ${(error as Error).message}`, { cause: error });
    }
    const user = await findUserByEmail(db.knex, email.trim());
    if (!user) throw new CliError(`No user with e-mail ${email}: they must sign in once in the browser first`);
    if (user.role !== 'admin') throw new CliError(`${user.email} is not an administrator: add them to ADMIN_EMAILS and sign in, or promote them first`);
    const { secret, token } = await issueApiToken(db.knex, user, name, days);
    return { token: secret, email: user.email, name: token.name, expiresAt: token.expires_at?.toISOString() ?? null };
  } finally {
    await db.knex.destroy();
  }
}
