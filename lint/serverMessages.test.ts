import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../core/language';
import { CODE_CHARACTERS_MESSAGE } from '../core/scanCode';
import { SCAN_REFUSALS } from '../core/scanOutcomes';
import { isTranslated, translatedMessages } from '../api/messages';
import { UNSUPPORTED_IMAGE } from '../api/services/images';
import { FILE_TOO_LARGE } from '../api/validation';
import { ERASE_CONFIRMATION_MESSAGE, LAST_ADMIN_MESSAGE } from '../core/erasure';
import { TEAM_NAME_TAKEN } from '../api/services/teams';

/**
 * Every message the API can answer with is translated (docs/product.md, "Languages"): the
 * literal messages given to the error helpers and to `wordIn` in api/ (their English is their id
 * in api/locales/<language>/server.po), the scan refusals' words, and the literal messages of
 * core's zod schemas. A message built with `${…}`
 * is refused: its values go apart (`conflict('… {status}', { status })`) so it can be translated.
 * Messages thrown under a name are listed in NAMED. core/ builds a message from a field's name
 * or a limit only through core/wording.ts (`worded('clue must be at most {max} characters', …)`):
 * each template needs a translation, and so does each field's name in words (`'hint text'`), which
 * the translations place in theirs (api/messages.ts); a `${…}` message in core is refused too.
 * The admin panel words core's messages in the browser through this same catalog
 * (web/admin/shared/coreWords.ts: a roster file's refusals, which only the browser and the CLI
 * meet, are templates of core's like the rest), so a template it alone says is kept here too.
 * Left in English: the survey's missing answers, which the client reads back word for word
 * (core/survey.ts) and words itself, and the seed file's messages built from its own values
 * (core/seedFile.ts), which the CLI and the demo seed read at start, never a request.
 */
const ERROR_HELPERS: Record<string, number> = { badRequest: 0, unauthorized: 0, forbidden: 0, notFound: 0, conflict: 0, AppError: 1, wordIn: 1, parseIdParam: 1, parseUuidParam: 1, refusalPage: 1 };

const root = path.resolve(import.meta.dirname, '..');

interface AstNode {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function walk(node: AstNode, visit: (node: AstNode) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit);
  }
}

function serverFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Properties that hold a message: a rate limiter's refusal, a broken constraint's answer. */
const MESSAGE_PROPERTIES = new Set(['errorMessage', 'unique', 'foreignKey', 'invalid', 'words']);

/**
 * The messages a file throws: literals (or constants of the file holding one), `file:line` for
 * each built with `${…}`, and the names of the variables given, which the check cannot read.
 */
function thrownMessages(file: string): { literals: string[]; built: string[]; named: string[] } {
  const program = parse(readFileSync(path.join(root, file), 'utf8'), { sourceType: 'module', plugins: ['typescript'] }).program as unknown as AstNode;
  const literals: string[] = [];
  const built: string[] = [];
  const named: string[] = [];
  const constants = new Map<string, string>();
  walk(program, (node) => {
    const init = node.init;
    if (node.type === 'VariableDeclarator' && isNode(node.id) && isNode(init) && init.type === 'StringLiteral') constants.set(String(node.id.name), String(init.value));
  });
  const read = (argument: AstNode) => {
    if (argument.type === 'StringLiteral') literals.push(String(argument.value));
    if (argument.type === 'ConditionalExpression') for (const branch of [argument.consequent, argument.alternate]) if (isNode(branch)) read(branch);
    if (argument.type === 'LogicalExpression' && isNode(argument.right)) read(argument.right);
    if (argument.type === 'Identifier') {
      const value = constants.get(String(argument.name));
      if (value === undefined && !(String(argument.name) in NAMED) && !PASSED_ON.has(String(argument.name))) named.push(`${file}:${argument.loc?.start.line ?? 0} ${String(argument.name)}`);
      else if (value !== undefined) literals.push(value);
    }
    if (argument.type === 'TemplateLiteral') {
      if ((argument.expressions as unknown[]).length > 0) built.push(`${file}:${argument.loc?.start.line ?? 0}`);
      else literals.push(String((argument.quasis as { value: { cooked: string } }[])[0]?.value.cooked));
    }
  };
  walk(program, (node) => {
    // A message's default: `(words = 'That already exists') => …`.
    if (node.type === 'AssignmentPattern' && isNode(node.left) && PASSED_ON.has(String(node.left.name)) && isNode(node.right)) read(node.right);
    const key = node.key;
    if (node.type === 'ObjectProperty' && isNode(key) && MESSAGE_PROPERTIES.has(String(key.name)) && isNode(node.value)) read(node.value);
    if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return;
    const callee = node.callee;
    const name = isNode(callee) && callee.type === 'Identifier' ? String(callee.name) : '';
    const at = ERROR_HELPERS[name];
    const argument = at === undefined ? undefined : (node.arguments as unknown[])[at];
    if (isNode(argument)) read(argument);
  });
  return { literals, built, named };
}

/** zod's checks that take a message of ours (`.min(1, 'name is required')`). */
const ZOD_CHECKS = new Set(['min', 'max', 'int', 'positive', 'nonnegative', 'negative', 'length', 'regex', 'refine', 'gte', 'lte', 'gt', 'lt', 'nonempty', 'email']);

/** core/wording.ts's builders: their first argument is a template. */
const BUILDERS = new Set(['worded', 'wording']);
/** core's schemas for a field, given its name: a name in words (no capital, `'hint text'`) is translated. */
const FIELD_SCHEMAS = new Set(['singleLineText', 'multiLineText', 'rowId', 'dateSchema']);
const IN_WORDS = /^[a-z][a-z ]*$/;
/** Its messages built with `${…}` are read in English (the header above says why). */
const BUILT_IN_ENGLISH = new Set(['core/seedFile.ts']);

/**
 * The messages core gives, as literals: in a file of zod schemas a check's, an `error` or an
 * issue's `message`; in any file the templates given to core/wording.ts (a literal, either branch of a condition, or a value of
 * a constant object of templates); `file:line` for each built with `${…}`; field names in words.
 */
function coreMessages(file: string): { literals: string[]; built: string[]; fields: string[] } {
  const source = readFileSync(path.join(root, file), 'utf8');
  const schemas = source.includes("from 'zod'");
  const program = parse(source, { sourceType: 'module', plugins: ['typescript'] }).program as unknown as AstNode;
  const literals: string[] = [];
  const built: string[] = [];
  const fields: string[] = [];
  const templateObjects = new Map<string, string[]>();
  walk(program, (node) => {
    const init = node.init;
    if (node.type !== 'VariableDeclarator' || !isNode(init) || init.type !== 'ObjectExpression' || !isNode(node.id)) return;
    const values = (init.properties as AstNode[]).map((property) => property.value);
    if (values.every((value) => isNode(value) && value.type === 'StringLiteral')) templateObjects.set(String(node.id.name), values.map((value) => String((value as AstNode).value)));
  });
  const read = (argument: AstNode) => {
    if (argument.type === 'StringLiteral') literals.push(String(argument.value));
    if (argument.type === 'ConditionalExpression') for (const branch of [argument.consequent, argument.alternate]) if (isNode(branch)) read(branch);
    if (argument.type === 'TemplateLiteral' && (argument.expressions as unknown[]).length > 0 && !BUILT_IN_ENGLISH.has(file)) built.push(`${file}:${argument.loc?.start.line ?? 0}`);
    if (argument.type === 'MemberExpression' && isNode(argument.object)) literals.push(...(templateObjects.get(String(argument.object.name)) ?? []));
  };
  walk(program, (node) => {
    const callee = node.callee;
    if (node.type === 'CallExpression' && isNode(callee) && callee.type === 'Identifier') {
      const [first] = node.arguments as AstNode[];
      if (BUILDERS.has(String(callee.name)) && first) read(first);
      if (FIELD_SCHEMAS.has(String(callee.name)) && first?.type === 'StringLiteral' && IN_WORDS.test(String(first.value))) fields.push(String(first.value));
    }
    if (!schemas) return;
    if (node.type === 'CallExpression' && isNode(callee) && callee.type === 'MemberExpression' && isNode(callee.property) && ZOD_CHECKS.has(String(callee.property.name))) {
      for (const argument of node.arguments as AstNode[]) if (argument.type === 'StringLiteral' || argument.type === 'TemplateLiteral') read(argument);
    }
    const key = node.key;
    if (node.type === 'ObjectProperty' && isNode(key) && (key.name === 'error' || key.name === 'message') && isNode(node.value) && ['StringLiteral', 'TemplateLiteral'].includes(node.value.type)) {
      read(node.value);
    }
  });
  return { literals, built, fields };
}

const coreFiles = readdirSync(path.join(root, 'core'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => `core/${name}`);
const fromCore = coreFiles.map(coreMessages);

/**
 * Refusals the page reads back word for word and words itself, so they stay English: the team's
 * 'already collected' (the scanner tells it from the student's own by its words).
 */
const WORDED_BY_THE_PAGE = new Set([SCAN_REFUSALS.already_collected_by_team.message()]);

const scanRefusalWords = Object.values(SCAN_REFUSALS)
  .flatMap((refusal) => ('template' in refusal ? [refusal.template.words] : (['before', 'over', 'running'] as const).map((phase) => refusal.message({ phase }))))
  .filter((words) => !WORDED_BY_THE_PAGE.has(words));

/** Messages thrown or given under a name imported from where they are worded (a code's characters: core/scanCode.ts). */
const NAMED: Record<string, string> = { LAST_ADMIN_MESSAGE, ERASE_CONFIRMATION_MESSAGE, FILE_TOO_LARGE, UNSUPPORTED_IMAGE, NAME_TAKEN: TEAM_NAME_TAKEN, CODE_CHARACTERS_MESSAGE };
/** Parameters that pass a message on: the messages are read where they are given. */
const PASSED_ON = new Set(['template', 'message', 'words', 'text', 'title']);

const found = serverFiles('api').map(thrownMessages);
const messages = [
  ...new Set([...found.flatMap((file) => file.literals), ...scanRefusalWords, ...Object.values(NAMED), ...fromCore.flatMap((file) => [...file.literals, ...file.fields])]),
].sort();

describe('server messages', () => {
  it('words every message the API answers with in every language', () => {
    const missing = LANGUAGES.flatMap((language) => messages.filter((message) => !isTranslated(language, message)).map((message) => `${language}: ${message}`));
    expect(missing, 'add them to api/locales/<language>/server.po').toEqual([]);
  });

  it('keeps no translation of a message the API no longer says', () => {
    const said = new Set(messages);
    expect(LANGUAGES.flatMap((language) => translatedMessages(language).filter((message) => !said.has(message)))).toEqual([]);
  });

  it('keeps the values of a message apart from its words', () => {
    expect([...found, ...fromCore].flatMap((file) => file.built)).toEqual([]);
  });

  it('reads every message given by name', () => {
    expect(found.flatMap((file) => file.named)).toEqual([]);
  });
});
