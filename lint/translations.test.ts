import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../core/language';

/**
 * Every text a person reads goes through a message id, and every catalog translates every id
 * (docs/product.md, "Languages"). Read from the sources and the .po files, so it needs no build:
 * - a JSX text with a letter in it, or a string literal with one as a JSX child or as a text
 *   attribute (aria-label, title, placeholder, alt, label, hint, …), is a text nobody translated;
 * - each `{ id, message }` in the code must be in the source catalog with the same English, and
 *   every other language's catalog must translate every id of the source's.
 * Files not translated yet are listed below; the list only shrinks (a listed file that is
 * clean fails the check, so it leaves the list the day it is translated). The big screen builds
 * its page without JSX, so the check cannot see its texts: its files stay listed until they
 * use Lingui's runtime.
 */
const NOT_YET_TRANSLATED: readonly string[] = [
  'web/screen/countdown.ts',
  'web/screen/main.ts',
  'web/admin/announcements/AnnouncementsCard.tsx',
  'web/admin/divisions/DivisionDialog.tsx',
  'web/admin/divisions/DivisionsSection.tsx',
  'web/admin/events/EventDialog.tsx',
  'web/admin/events/EventsSection.tsx',
  'web/admin/events/LeaderboardDialog.tsx',
  'web/admin/events/PrizeTiersEditor.tsx',
  'web/admin/events/ScreenLinkDialog.tsx',
  'web/admin/events/TeamSettingsFields.tsx',
  'web/admin/exports/DataExportCard.tsx',
  'web/admin/fairPlay/FairPlayMarker.tsx',
  'web/admin/fairPlay/FairPlaySection.tsx',
  'web/admin/fairPlay/FairPlayStudent.tsx',
  'web/admin/overview/LiveOverview.tsx',
  'web/admin/overview/OverviewSection.tsx',
  'web/admin/overview/Standings.tsx',
  'web/admin/pieces/HintsField.tsx',
  'web/admin/pieces/ImageField.tsx',
  'web/admin/pieces/PieceDialog.tsx',
  'web/admin/pieces/PuzzlesSection.tsx',
  'web/admin/qrLinks/PlaceFields.tsx',
  'web/admin/qrLinks/QrDisplayPage.tsx',
  'web/admin/qrLinks/QrLinkActions.tsx',
  'web/admin/qrLinks/QrLinkCreateDialog.tsx',
  'web/admin/qrLinks/QrLinkEditors.tsx',
  'web/admin/qrLinks/QrLinksSection.tsx',
  'web/admin/questionnaires/ChoiceChecklist.tsx',
  'web/admin/questionnaires/ChoicesEditor.tsx',
  'web/admin/questionnaires/GradingFields.tsx',
  'web/admin/questionnaires/QuestionEditor.tsx',
  'web/admin/questionnaires/QuestionnaireDialog.tsx',
  'web/admin/questionnaires/QuestionnairesSection.tsx',
  'web/admin/questionnaires/ResponsesDialog.tsx',
  'web/admin/questionnaires/ShowIfEditor.tsx',
  'web/admin/shared/AccessDenied.tsx',
  'web/admin/shared/AdminDialog.tsx',
  'web/admin/shared/AdminMenu.tsx',
  'web/admin/shared/AdminPage.tsx',
  'web/admin/shared/AdminSidebar.tsx',
  'web/admin/shared/AdminTable.tsx',
  'web/admin/shared/CodeHealth.tsx',
  'web/admin/shared/ConfirmAction.tsx',
  'web/admin/shared/ContentEventField.tsx',
  'web/admin/shared/EventChoiceField.tsx',
  'web/admin/shared/ListState.tsx',
  'web/admin/shared/RosterImportDialog.tsx',
  'web/admin/teams/MoveMemberDialog.tsx',
  'web/admin/teams/TeamNameDialog.tsx',
  'web/admin/teams/TeamRow.tsx',
  'web/admin/teams/TeamsSection.tsx',
  'web/admin/tokens/ApiTokensCard.tsx',
  'web/admin/tokens/CliApprovePage.tsx',
  'web/admin/users/UserRow.tsx',
  'web/admin/users/UsersSection.tsx',
];

const root = path.resolve(import.meta.dirname, '..');
const LOCALES_DIR = 'web/locales';
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

/** A .po file's translations by id (the header entry, with the empty id, left out). */
function readCatalog(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/m.exec(block)?.[1];
    const translation = /^msgstr ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/m.exec(block)?.[1];
    if (id === undefined || translation === undefined) continue;
    const key = id.split('\n').map(unquote).join('');
    if (key) entries.set(key, translation.split('\n').map(unquote).join(''));
  }
  return entries;
}

const catalogNames = readdirSync(path.join(root, LOCALES_DIR, DEFAULT_LANGUAGE)).filter((name) => name.endsWith('.po'));
const catalogOf = (language: string, name: string) => readCatalog(readFileSync(path.join(root, LOCALES_DIR, language, name), 'utf8'));
const webFiles = sourceFiles('web');

describe('translations', () => {
  // Parses every file of the client: a couple of seconds, longer on a busy machine.
  it('leaves no text in the web client without a message id, but in the files not translated yet', { timeout: 30_000 }, () => {
    const listed = new Set(NOT_YET_TRANSLATED);
    const untranslated = webFiles.filter((file) => !listed.has(file)).flatMap(untranslatedTexts);
    const stillToDo = (file: string) =>
      file.endsWith('.tsx') ? untranslatedTexts(file).length > 0 : !readFileSync(path.join(root, file), 'utf8').includes('@lingui/core');
    const nowClean = NOT_YET_TRANSLATED.filter((file) => !stillToDo(file));
    console.log(`translations: ${NOT_YET_TRANSLATED.length} of ${webFiles.length} web files not translated yet (NOT_YET_TRANSLATED in lint/translations.test.ts)`);
    expect(untranslated, 'texts to put through i18n._({ id, message }) (docs/product.md, "Languages")').toEqual([]);
    expect(nowClean, 'translated files to take off NOT_YET_TRANSLATED').toEqual([]);
  });

  it('finds every id of the code in the source catalogs, with the same English', () => {
    const source = new Map(catalogNames.flatMap((name) => [...catalogOf(DEFAULT_LANGUAGE, name)]));
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { id, message, where } of webFiles.flatMap(descriptorsIn)) {
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

  it('reads what it checks: literal texts, and catalogs with their escapes and continued lines', () => {
    expect(readCatalog('msgid ""\nmsgstr "Language: es\\n"\n\nmsgid "a.b"\nmsgstr ""\n"Dos "\n"\\"líneas\\""\n')).toEqual(new Map([['a.b', 'Dos "líneas"']]));
    expect(untranslatedTexts('lint/fixtures/untranslated.tsx')).toEqual([
      'lint/fixtures/untranslated.tsx:6 "Plain text"',
      'lint/fixtures/untranslated.tsx:7 "A label"',
      'lint/fixtures/untranslated.tsx:8 "Yes"',
      'lint/fixtures/untranslated.tsx:8 "No"',
      'lint/fixtures/untranslated.tsx:9 "Literal child"',
    ]);
  });
});
