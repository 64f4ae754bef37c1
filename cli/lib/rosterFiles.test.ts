import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResultDto } from '../../core/teams';
import { CliError, UsageError } from './errors';
import { createOutput } from './output';
import { readRosterFile, runImport } from './rosterFiles';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hunt-rosters-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function csv(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

/** An Output whose stdout and stderr are kept. */
function captured(json = false) {
  const written = { stdout: '', stderr: '' };
  const sink = (key: keyof typeof written) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        written[key] += chunk.toString();
        done();
      },
    });
  return { out: createOutput({ json }, { stdout: sink('stdout'), stderr: sink('stderr') }), written };
}

describe('readRosterFile', () => {
  it('reads a team list, and names a file it cannot import', async () => {
    const file = await csv('teams.csv', 'team,email\nOwls,kim@campus.edu\n');
    expect((await readRosterFile(file, 'team')).rows).toEqual([{ team: 'Owls', email: 'kim@campus.edu' }]);
    await expect(readRosterFile(path.join(dir, 'teams.json'), 'team')).rejects.toThrow(new UsageError(`FILE must be a .csv file of team,email rows (got ${path.join(dir, 'teams.json')})`));
    const empty = await csv('empty.csv', 'division,email\n');
    await expect(readRosterFile(empty, 'division')).rejects.toThrow(new CliError(`${empty}: The file has no rows: one division,email a line`));
    await expect(readRosterFile(path.join(dir, 'gone.csv'), 'team')).rejects.toThrow(`File not found: ${path.join(dir, 'gone.csv')}`);
  });
});

describe('runImport', () => {
  it('reports what was applied, each row not applied by its row in the file, and fails when any was not', async () => {
    const file = await readRosterFile(await csv('mixed.csv', 'team,email\nOwls,kim@campus.edu\nOwls,oops\nFoxes,zed@campus.edu\n'), 'team');
    const sent: unknown[] = [];
    const { out, written } = captured();
    const answer: ImportResultDto = { applied: 1, problems: [{ row: 2, email: 'zed@campus.edu', problem: 'no student has signed in with this e-mail' }] };
    await expect(
      runImport(out, file, async () => {
        sent.push(file.rows);
        return answer;
      }),
    ).rejects.toThrow(new CliError('2 of 3 rows not applied'));
    expect(sent).toEqual([[{ team: 'Owls', email: 'kim@campus.edu' }, { team: 'Foxes', email: 'zed@campus.edu' }]]);
    expect(written.stdout).toBe('Applied 1 row, 2 not applied\n');
    expect(written.stderr).toBe('Row 3 (oops): email must be an e-mail address\nRow 4 (zed@campus.edu): no student has signed in with this e-mail\n');
  });

  it('prints the report as JSON, and succeeds when every row was applied', async () => {
    const file = await readRosterFile(await csv('good.csv', 'Science,kim@campus.edu\nArts,pat@campus.edu\n'), 'division');
    const { out, written } = captured(true);
    await runImport(out, file, async () => ({ applied: 2, problems: [] }));
    expect(JSON.parse(written.stdout)).toEqual({ applied: 2, problems: [] });
  });

  it('sends nothing when no row is good', async () => {
    const file = await readRosterFile(await csv('bad.csv', 'Owls,nobody\n'), 'team');
    const { out } = captured();
    let sent = false;
    await expect(runImport(out, file, async () => ((sent = true), { applied: 0, problems: [] }))).rejects.toThrow(new CliError('1 of 1 rows not applied'));
    expect(sent).toBe(false);
  });
});
