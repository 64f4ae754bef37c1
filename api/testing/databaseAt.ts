import { randomBytes } from 'node:crypto';
import { afterEach } from 'vitest';
import { createDb, type DbHandle } from '../../db';
import { dropSchema, testDbTarget } from './harness';

/**
 * For a migration's test: a new database migrated up to `version` (the one before the migration
 * under test), to fill with data shaped as it was then. Each is dropped after its test.
 */
export function useDatabaseAt(version: string): () => Promise<DbHandle> {
  const opened: DbHandle[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      if (db.config.schema) await dropSchema(db, db.config.schema);
      await db.knex.destroy();
    }
  });
  return async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = testDbTarget() === 'postgres' ? createDb({ databaseUrl: process.env.DATABASE_URL, schema }) : createDb({});
    opened.push(db);
    if (db.kind === 'postgres') await db.knex.raw('create schema ??', [schema]);
    while ((await db.knex.migrate.currentVersion()) !== version) await db.knex.migrate.up();
    return db;
  };
}
