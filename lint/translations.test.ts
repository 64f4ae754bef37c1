import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../core/language';
import linguiConfig from '../lingui.config';
import { catalogNames as catalogsOf, catalogOf } from '../web/build/catalogs';

/**
 * Every text a person reads goes through a message id, and every catalog translates every id
 * (docs/product.md, "Languages"). Read from the sources and the .po files, so it needs no build:
 * - a JSX text with a letter in it, or a string literal with one as a JSX child or as a text
 *   attribute (aria-label, title, placeholder, alt, label, hint, …), is a text nobody translated;
 * - each `{ id, message }` in the code must be in the source catalog with the same English, and
 *   every other language's catalog must translate every id of the source's.
 * No file is exempt. Texts built in plain .ts (toasts, the big screen's page) are beyond what it
 * reads: they go through `i18n._` like the rest, by review. The files of core/ that a catalog
 * includes (lingui.config.ts) are held to their English too.
 */

const root = path.resolve(import.meta.dirname, '..');
/** Attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'hint', 'description', 'altText']);
const HAS_LETTER = /\p{L}/u;

interface AstNode {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function walk(node: AstNode, visit: (node: AstNode, parent: AstNode | undefined) => void, parent?: AstNode): void {
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit, node);
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const parsed = new Map<string, AstNode>();
function astOf(file: string): AstNode {
  let ast = parsed.get(file);
  if (!ast) {
    ast = parse(readFileSync(path.join(root, file), 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program as unknown as AstNode;
    parsed.set(file, ast);
  }
  return ast;
}

/** The string literals an expression shows as they are: itself, or the branches of a condition. */
function shownLiterals(expression: unknown): AstNode[] {
  if (!isNode(expression)) return [];
  if (expression.type === 'StringLiteral') return [expression];
  if (expression.type === 'TemplateLiteral') return (expression.quasis as AstNode[]).filter((quasi) => HAS_LETTER.test(String((quasi.value as { raw: string }).raw))).slice(0, 1);
  if (expression.type === 'ConditionalExpression') return [...shownLiterals(expression.consequent), ...shownLiterals(expression.alternate)];
  if (expression.type === 'LogicalExpression') return shownLiterals(expression.right);
  return [];
}

const literalText = (node: AstNode) => (node.type === 'StringLiteral' ? String(node.value) : String((node.value as { raw: string }).raw));

/** `file:line "text"` for each text in a file that does not go through a message id. */
function untranslatedTexts(file: string): string[] {
  const found: string[] = [];
  const report = (node: AstNode, text: string) => found.push(`${file}:${node.loc?.start.line ?? 0} "${text.trim().slice(0, 60)}"`);
  walk(astOf(file), (node, parent) => {
    if (node.type === 'JSXText' && HAS_LETTER.test(String(node.value))) report(node, String(node.value));
    // A child of an element; an attribute's value (a class name, a path) is judged by its name below.
    if (node.type === 'JSXExpressionContainer' && parent?.type !== 'JSXAttribute') {
      for (const literal of shownLiterals(node.expression)) if (HAS_LETTER.test(literalText(literal))) report(literal, literalText(literal));
    }
    if (node.type === 'JSXAttribute' && isNode(node.name) && TEXT_ATTRIBUTES.has(String(node.name.name))) {
      for (const literal of shownLiterals(node.value)) if (HAS_LETTER.test(literalText(literal))) report(literal, literalText(literal));
    }
  });
  return found;
}

/** The `{ id: '…', message: '…' }` descriptors a file hands to i18n._ or marks /*i18n*\/. */
function descriptorsIn(file: string): { id: string; message: string; where: string }[] {
  const descriptors: { id: string; message: string; where: string }[] = [];
  walk(astOf(file), (node) => {
    if (node.type !== 'ObjectExpression') return;
    const fields = new Map<string, unknown>();
    for (const property of node.properties as AstNode[]) {
      if (property.type === 'ObjectProperty' && isNode(property.key) && property.key.type === 'Identifier') fields.set(String(property.key.name), property.value);
    }
    const id = fields.get('id');
    const message = fields.get('message');
    if (isNode(id) && id.type === 'StringLiteral' && isNode(message) && message.type === 'StringLiteral') {
      descriptors.push({ id: String(id.value), message: String(message.value), where: `${file}:${node.loc?.start.line ?? 0}` });
    }
  });
  return descriptors;
}

const catalogNames = catalogsOf(DEFAULT_LANGUAGE);
const webFiles = sourceFiles('web');
/** The shared files whose texts a catalog holds, e.g. core/privacyFacts.ts. */
const coreFiles = (linguiConfig.catalogs ?? []).flatMap((catalog) => catalog.include).flatMap((entry) => (entry.startsWith('<rootDir>/core/') ? [entry.slice('<rootDir>/'.length)] : []));

describe('translations', () => {
  // Parses every file of the client: a couple of seconds, longer on a busy machine.
  it('leaves no text in the web client without a message id', { timeout: 30_000 }, () => {
    const untranslated = webFiles.flatMap(untranslatedTexts);
    expect(untranslated, 'texts to put through i18n._({ id, message }) (docs/product.md, "Languages")').toEqual([]);
  });

  it('finds every id of the code in the source catalogs, with the same English', () => {
    const source = new Map(catalogNames.flatMap((name) => [...catalogOf(DEFAULT_LANGUAGE, name)]));
    const seen = new Map<string, string>();
    const problems: string[] = [];
    expect(coreFiles).toContain('core/privacyFacts.ts');
    for (const { id, message, where } of [...webFiles, ...coreFiles].flatMap(descriptorsIn)) {
      if (seen.has(id) && seen.get(id) !== message) problems.push(`${where}: '${id}' already means "${seen.get(id)}"`);
      seen.set(id, message);
      if (source.get(id) !== message) problems.push(`${where}: '${id}' is not in web/locales/${DEFAULT_LANGUAGE} as "${message}": run npm run extract`);
    }
    expect(problems).toEqual([]);
  });

  it('translates every id of the source catalogs into every language, and keeps no stale one', () => {
    const problems: string[] = [];
    for (const name of catalogNames) {
      const source = catalogOf(DEFAULT_LANGUAGE, name);
      for (const language of LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE)) {
        const catalog = catalogOf(language, name);
        for (const id of source.keys()) if (!catalog.get(id)) problems.push(`${language}/${name}: no translation for '${id}'`);
        for (const id of catalog.keys()) if (!source.has(id)) problems.push(`${language}/${name}: '${id}' is in no source catalog`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads what it checks: literal texts (catalogs: web/build/catalogs.test.ts)', () => {
    expect(untranslatedTexts('lint/fixtures/untranslated.tsx')).toEqual([
      'lint/fixtures/untranslated.tsx:6 "Plain text"',
      'lint/fixtures/untranslated.tsx:7 "A label"',
      'lint/fixtures/untranslated.tsx:8 "Yes"',
      'lint/fixtures/untranslated.tsx:8 "No"',
      'lint/fixtures/untranslated.tsx:9 "Literal child"',
    ]);
  });
});
