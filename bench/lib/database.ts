import { createFreshDatabase, type FreshDatabase } from './postgres';
import { startServer } from './server';

/**
 * A fresh database with the server's schema, made by the server itself: an instance starts
 * (migrating at start-up, as in production), then stops, so fixtures can go in before the
 * measured instance starts and caches what it reads.
 */
export async function migratedDatabase(label: string): Promise<FreshDatabase> {
  const db = await createFreshDatabase(label);
  const migrator = await startServer({ label: `${label} migration`, databaseUrl: db.url });
  await migrator.stop();
  return db;
}
