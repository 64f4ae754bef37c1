import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../api/testing/harness';
import { createEvidenceScanFunction } from '../migrations/20261125000100_scan_evidence';
import { applyFunctions, FUNCTIONS, TRIGGERS } from '.';

const testDb = useTestDb();


/** Each file's function: its name and the body between its $$ quotes. */
const definitions = FUNCTIONS.map((sql) => ({
  name: /create or replace function (\w+)/.exec(sql)?.[1],
  body: sql.slice(sql.indexOf('$$') + 2, sql.lastIndexOf('$$')),
}));

async function functionsInDatabase(): Promise<Map<string, string>> {
  const { rows } = (await testDb().knex.raw(
    `select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = current_schema()`,
  )) as { rows: { name: string; body: string }[] };
  return new Map(rows.map((row) => [row.name, row.body]));
}

async function triggersInDatabase(): Promise<string[]> {
  const { rows } = (await testDb().knex.raw(
    `select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and not t.tgisinternal order by 1`,
  )) as { rows: { name: string }[] };
  return rows.map((row) => row.name);
}

describe('db/functions', () => {
  it('is every function and trigger the migrated database has, word for word', async () => {
    const inDatabase = await functionsInDatabase();
    // hunt_channel's text names the schema, so it is made when applied.
    expect([...inDatabase.keys()].sort()).toEqual([...definitions.map((definition) => definition.name), 'hunt_channel'].sort());
    for (const { name, body } of definitions) expect(inDatabase.get(name ?? ''), name).toBe(body);
    expect(await triggersInDatabase()).toEqual(TRIGGERS.map((trigger) => trigger.name).sort());
  });

  it('is what an upgraded database runs too: applied over the version before, it replaces it', async () => {
    const scan = definitions.find((definition) => definition.name === 'hunt_record_scan');
    await createEvidenceScanFunction(testDb().knex);
    expect((await functionsInDatabase()).get('hunt_record_scan')).not.toBe(scan?.body);
    await testDb().knex.transaction((trx) => applyFunctions(trx));
    expect((await functionsInDatabase()).get('hunt_record_scan')).toBe(scan?.body);
    expect(await triggersInDatabase()).toEqual(TRIGGERS.map((trigger) => trigger.name).sort());
  });
});
