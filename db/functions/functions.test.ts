import { describe, expect, it } from 'vitest';
import { migrationSource } from '../migrations';
import { functionsFingerprint } from '.';

describe('db/functions', () => {
  it('is what the newest migration that applies it applied: a change here needs a migration', async () => {
    const applied: string[] = [];
    for (const name of await migrationSource.getMigrations([])) {
      const migration = (await migrationSource.getMigration(name)) as { appliesFunctions?: string };
      if (migration.appliesFunctions) applied.push(migration.appliesFunctions);
    }
    expect(applied.at(-1), 'add a migration that applies db/functions and exports this as appliesFunctions').toBe(functionsFingerprint());
  });
});
