import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A CSS Module's class is a plain property in TypeScript (Vite types every module as a string
// index), so a misspelt name would compile and silently style nothing. These checks read the
// admin folders' sources: every class a component names exists in the module it imports, and
// every class a module defines is named by some component.

const ADMIN_DIR = path.dirname(import.meta.dirname);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));
}

/** The local class names of a module: every `.name` in a selector, outside `:global(…)` and comments. */
function moduleClasses(file: string): Set<string> {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/:global\([^)]*\)/g, '');
  const selectors = [...css.matchAll(/(?:^|[{};])([^{};]*)(?=\{)/g)].map((match) => match[1] ?? '');
  return new Set(selectors.flatMap((selector) => [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '')));
}

/** Each `import name from './x.module.css'` of a source file, with the class names it reads. */
function moduleUses(file: string): { module: string; names: string[] }[] {
  const source = readFileSync(file, 'utf8');
  // Quoted strings left out: a message id ('admin.overview.live') is not a class read from `overview`.
  const code = source.replace(/^import .*$/gm, '').replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
  return [...source.matchAll(/^import (\w+) from '([^']+\.module\.css)';$/gm)].map(([, variable, specifier]) => ({
    module: path.resolve(path.dirname(file), specifier ?? ''),
    names: [...code.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, 'g'))].map((match) => match[1] ?? ''),
  }));
}

const sources = filesUnder(ADMIN_DIR).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
const modules = filesUnder(ADMIN_DIR).filter((file) => file.endsWith('.module.css'));
const uses = sources.flatMap((file) => moduleUses(file).map((use) => ({ file, ...use })));

describe('the admin CSS Modules', () => {
  it('are each imported by some component', () => {
    const imported = new Set(uses.map((use) => use.module));
    expect(modules.filter((module) => !imported.has(module))).toEqual([]);
  });

  it('define every class a component reads from them', () => {
    const missing = uses.flatMap(({ file, module, names }) => {
      const defined = moduleClasses(module);
      return names.filter((name) => !defined.has(name)).map((name) => `${path.relative(ADMIN_DIR, file)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('have no class that no component reads', () => {
    const read = new Map<string, Set<string>>();
    for (const { module, names } of uses) read.set(module, new Set([...(read.get(module) ?? []), ...names]));
    const unread = modules.flatMap((module) =>
      [...moduleClasses(module)].filter((name) => !read.get(module)?.has(name)).map((name) => `${path.relative(ADMIN_DIR, module)}: ${name}`),
    );
    expect(unread).toEqual([]);
  });
});
