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

function lint(...folders: string[]): { status: number | null; output: string } {
  const run = spawnSync(oxlint, ['--deny-warnings', ...folders], { cwd: scratch, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
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

  it('refuses `any` and a non-null assertion outside tests', () => {
    write('types/loose.ts', 'export const first = (values: any[]): number => values[0]!;\n');
    const result = lint('types');
    expect(result.output).toContain('no-explicit-any');
    expect(result.output).toContain('no-non-null-assertion');
    expect(result.status).not.toBe(0);
  });
});
