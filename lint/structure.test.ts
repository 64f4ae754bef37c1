import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint configuration guards the structure: these are the violations it must refuse. Each is
 * written into a scratch tree beside a copy of .oxlintrc.json and linted as `npm run lint` does.
 */
const root = path.resolve(import.meta.dirname, '..');
const oxlint = path.join(root, 'node_modules', '.bin', 'oxlint');
let scratch: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  writeFileSync(path.join(scratch, file), text);
}

/**
 * Lints folders of the scratch tree. The one-line `unix` format reads the same everywhere: the
 * default one draws its frames differently in CI than in a terminal.
 */
function lint(...folders: string[]): { status: number | null; output: string } {
  const run = spawnSync(oxlint, ['--deny-warnings', '--format', 'unix', ...folders], { cwd: scratch, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A file that imports `value` from `specifier` and uses it; `typeOnly` imports a type instead. */
function importing(file: string, specifier: string, typeOnly = false): string {
  write(file, typeOnly ? `import type { Value } from '${specifier}';\nexport type Used = Value;\n` : `import { value } from '${specifier}';\nexport const used = value;\n`);
  return file;
}

/** Each import the layer rules refused, as `file: specifier`. */
function refusedImports(output: string): string[] {
  const refusals = output.matchAll(/^([^:\n]+):\d+:\d+: '([^']+)' import is restricted[^\n]*no-restricted-imports\)\]$/gm);
  return [...refusals].map(([, file, specifier]) => `${file}: ${specifier}`).sort();
}

/** Lints the files and returns what the layer rules refused, after checking the run failed if any was. */
function layerRefusals(...files: string[]): string[] {
  const result = lint(...files);
  const refused = refusedImports(result.output);
  expect(result.status === 0, result.output).toBe(refused.length === 0);
  return refused;
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'hunt-lint-'));
  copyFileSync(path.join(root, '.oxlintrc.json'), path.join(scratch, '.oxlintrc.json'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run lint', () => {
  it('passes clean code', () => {
    write('clean/a.ts', "import type { B } from './b';\nexport const a = (b: B): number => b.value;\n");
    write('clean/b.ts', 'export interface B {\n  value: number;\n}\n');
    expect(lint('clean')).toMatchObject({ status: 0 });
  });

  it('refuses an import cycle, also one made of type imports', () => {
    write('cycle/a.ts', "import type { B } from './b';\nexport interface A {\n  b: B;\n}\n");
    write('cycle/b.ts', "import type { A } from './a';\nexport interface B {\n  a: A;\n}\n");
    const result = lint('cycle');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-cycle');
  });

  it("refuses a hook called conditionally in the client", () => {
    write('web/helper.tsx', "import { useState } from 'react';\nexport function helper(on: boolean): number {\n  if (!on) return 0;\n  const [value] = useState(1);\n  return value;\n}\n");
    const result = lint('web');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('rules-of-hooks');
  });

  it('refuses an effect that misses a dependency', () => {
    write('web/effect.tsx', "import { useEffect } from 'react';\nexport function useLog(value: number): void {\n  useEffect(() => console.log(value), []);\n}\n");
    const result = lint('web/effect.tsx');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('exhaustive-deps');
  });

  it('refuses a worker in the client, whose script would be sent without a CSP', () => {
    write('web/worker.ts', "export const start = (): Worker => new Worker(new URL('./job.js', import.meta.url));\n");
    const result = lint('web/worker.ts');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-restricted-globals');
  });

  it('refuses `any` and a non-null assertion outside tests', () => {
    write('types/loose.ts', 'export const first = (values: any[]): number => values[0]!;\n');
    const result = lint('types');
    expect(result.output).toContain('no-explicit-any');
    expect(result.output).toContain('no-non-null-assertion');
    expect(result.status).not.toBe(0);
  });
});

describe('npm run lint keeps the layers apart', () => {
  it('refuses core importing api, web, cli or db', () => {
    const files = [
      importing('core/toApi.ts', '../api/errors'),
      importing('core/toWeb.ts', '../web/lib/api'),
      importing('core/nested/toCli.ts', '../../cli/lib/errors'),
      importing('core/toDb.ts', '../db'),
      importing('core/toDbRows.ts', '../db/rows', true),
      importing('core/toCore.ts', './toApi'),
    ];
    expect(layerRefusals(...files)).toEqual([
      'core/nested/toCli.ts: ../../cli/lib/errors',
      'core/toApi.ts: ../api/errors',
      'core/toDb.ts: ../db',
      'core/toDbRows.ts: ../db/rows',
      'core/toWeb.ts: ../web/lib/api',
    ]);
  });

  it('refuses I/O in core', () => {
    expect(layerRefusals(importing('core/reads.ts', 'node:fs'), importing('core/parses.ts', 'zod'))).toEqual(['core/reads.ts: node:fs']);
  });

  it('refuses web importing api, db or cli, and lets it import core and its own lib/api', () => {
    const files = [
      importing('web/pages/toApi.tsx', '../../api/services/recordScan'),
      importing('web/toDb.ts', '../db/rows', true),
      importing('web/toCli.ts', '../cli/lib/config'),
      importing('web/lib/admin/ownApi.ts', '../api'),
      importing('web/toCore.ts', '../core/contracts'),
    ];
    expect(layerRefusals(...files)).toEqual([
      'web/pages/toApi.tsx: ../../api/services/recordScan',
      'web/toCli.ts: ../cli/lib/config',
      'web/toDb.ts: ../db/rows',
    ]);
  });

  it('refuses cli importing api, web or db, and lets it import core', () => {
    const files = [
      importing('cli/commands/toApi.ts', '../../api/repos/users'),
      importing('cli/toWeb.ts', '../web/lib/api'),
      importing('cli/lib/toDb.ts', '../../db'),
      importing('cli/lib/toCore.ts', '../../core/apiPaths'),
    ];
    expect(layerRefusals(...files)).toEqual(['cli/commands/toApi.ts: ../../api/repos/users', 'cli/lib/toDb.ts: ../../db', 'cli/toWeb.ts: ../web/lib/api']);
  });

  it('lets only `hunt tokens create` open the database: the user lookup and the token issue, nothing else', () => {
    write(
      'cli/lib/databaseToken.ts',
      [
        "import { issueApiToken } from '../../api/services/apiTokens';",
        "import { findUserByEmail } from '../../api/repos/users';",
        "import { createDb } from '../../db';",
        "import { eraseUserAsAdmin } from '../../api/services/erasure';",
        "import { fetcher } from '../../web/lib/api';",
        'export const used = [issueApiToken, findUserByEmail, createDb, eraseUserAsAdmin, fetcher];',
        '',
      ].join('\n'),
    );
    expect(layerRefusals('cli/lib/databaseToken.ts')).toEqual(['cli/lib/databaseToken.ts: ../../api/services/erasure', 'cli/lib/databaseToken.ts: ../../web/lib/api']);
  });

  it("lets the CLI's image loading share the seed image loader, nothing else", () => {
    write(
      'cli/lib/images.ts',
      [
        "import { loadSeedImage } from '../../api/services/seedImages';",
        "import { storeImage } from '../../api/services/images';",
        "import { createDb } from '../../db';",
        'export const used = [loadSeedImage, storeImage, createDb];',
        '',
      ].join('\n'),
    );
    expect(layerRefusals('cli/lib/images.ts')).toEqual(['cli/lib/images.ts: ../../api/services/images', 'cli/lib/images.ts: ../../db']);
  });

  it("lets the CLI's PNG posters share the API's poster fonts, nothing else", () => {
    write(
      'cli/lib/sheetPng.ts',
      [
        "import { POSTER_FONTS } from '../../api/presenters/posterFonts';",
        "import { posterPdf } from '../../api/presenters/qrPosters';",
        "import { createDb } from '../../db';",
        'export const used = [POSTER_FONTS, posterPdf, createDb];',
        '',
      ].join('\n'),
    );
    expect(layerRefusals('cli/lib/sheetPng.ts')).toEqual(['cli/lib/sheetPng.ts: ../../api/presenters/qrPosters', 'cli/lib/sheetPng.ts: ../../db']);
  });

  it('refuses a route importing a repo or the database, and lets it name row types', () => {
    const files = [
      importing('api/routes/toRepo.ts', '../repos/pieces'),
      importing('api/routes/admin/toRepo.ts', '../../repos/users'),
      importing('api/routes/toDb.ts', '../../db'),
      importing('api/routes/rowType.ts', '../../db/rows', true),
      importing('api/routes/toService.ts', '../services/recordScan'),
    ];
    expect(layerRefusals(...files)).toEqual(['api/routes/admin/toRepo.ts: ../../repos/users', 'api/routes/toDb.ts: ../../db', 'api/routes/toRepo.ts: ../repos/pieces']);
  });

  it('refuses a service importing a route, a presenter or middleware', () => {
    const files = [
      importing('api/services/toRoute.ts', '../routes/play'),
      importing('api/services/toPresenter.ts', '../presenters/admin', true),
      importing('api/services/toMiddleware.ts', '../middleware/errors'),
      importing('api/services/toRepo.ts', '../repos/users'),
    ];
    expect(layerRefusals(...files)).toEqual([
      'api/services/toMiddleware.ts: ../middleware/errors',
      'api/services/toPresenter.ts: ../presenters/admin',
      'api/services/toRoute.ts: ../routes/play',
    ]);
  });

  it("refuses a repo importing a service, a route, a presenter, middleware or the API's HTTP errors", () => {
    const files = [
      importing('api/repos/toService.ts', '../services/adminPieces'),
      importing('api/repos/toRoute.ts', '../routes/play'),
      importing('api/repos/toPresenter.ts', '../presenters/admin'),
      importing('api/repos/toMiddleware.ts', '../middleware/errors'),
      importing('api/repos/toHttpErrors.ts', '../errors'),
      importing('api/repos/toCoreErrors.ts', '../../core/errors'),
      importing('api/repos/toRows.ts', '../../db/rows', true),
    ];
    expect(layerRefusals(...files)).toEqual([
      'api/repos/toHttpErrors.ts: ../errors',
      'api/repos/toMiddleware.ts: ../middleware/errors',
      'api/repos/toPresenter.ts: ../presenters/admin',
      'api/repos/toRoute.ts: ../routes/play',
      'api/repos/toService.ts: ../services/adminPieces',
    ]);
  });

  it("refuses a presenter calling a service or a repo, and lets it name their types", () => {
    const files = [
      importing('api/presenters/serviceValue.ts', '../services/displayTokens'),
      importing('api/presenters/repoValue.ts', '../repos/pieces'),
      importing('api/presenters/serviceType.ts', '../services/adminQrLinks', true),
      importing('api/presenters/repoType.ts', '../repos/pieces', true),
      importing('api/presenters/toRoute.ts', '../routes/respond', true),
    ];
    expect(layerRefusals(...files)).toEqual([
      'api/presenters/repoValue.ts: ../repos/pieces',
      'api/presenters/serviceValue.ts: ../services/displayTokens',
      'api/presenters/toRoute.ts: ../routes/respond',
    ]);
  });

  it('refuses middleware reaching into the repos', () => {
    const files = [importing('api/middleware/toRepo.ts', '../repos/users'), importing('api/middleware/toService.ts', '../services/apiTokens')];
    expect(layerRefusals(...files)).toEqual(['api/middleware/toRepo.ts: ../repos/users']);
  });

  it('lets tests and their helpers reach any layer', () => {
    const files = [importing('api/repos/users.int.test.ts', '../routes/play'), importing('cli/testing/hunt.ts', '../../api/testing/admin')];
    expect(layerRefusals(...files)).toEqual([]);
  });
});
