import fc from 'fast-check';
import type { Knex } from 'knex';
import type { TestClient } from './client';

/**
 * The generators of api/routes/fuzz.int.test.ts: arbitrary strings, numbers, dates and JSON;
 * request bodies made from a route's valid body with a few places replaced; junk for :id; and
 * snapshots of the tables a refused request must leave alone.
 */

export type Who = 'admin' | 'user' | 'anonymous';
export type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };

export interface Target {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The router's path, as registered. */
  route: string;
  as: Who;
  /** A body the route accepts (its leaves are what gets mutated); null for a body-less route. */
  valid: () => unknown;
  /** Existing ids that may fill :id (never for routes that delete or complete). */
  ids?: () => string[];
}

/* Arbitraries. */

const SPECIALS = [
  '\u0000', '\u0001', '\u0007', '\b', '\u000b', '\f', '\r', '\n', '\t', '\u001b', '\u007f', '\u0085', '\u009f',
  '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uFEFF', '\uFFFE', '\uFFFF', '\u200B', '\u202E', '\u2028', '\u2029',
  '🧩', 'ß', 'İ', 'ﬀ', '\u0301', '%00', '%2F', '%', '/', '\\', "'", '"', '`', '../', '<script>', '${x}', '{{x}}', ' ', 'null',
];

const nastyChar = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIALS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom('A', 'b', '1', 'Z9') },
);
/** What broke things before: one of these inside otherwise ordinary text. */
const POISON = ['\u0000', '\u0000', '\uD800', '\uDFFF', '\u0007', '\u001b', '\n', '\r', '\u0085', '\u2028'];
const ordinary = fc.string({ unit: 'grapheme-ascii', maxLength: 8 });
const nastyString = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(ordinary, fc.constantFrom(...POISON), ordinary).map((parts) => parts.join('')) },
  { weight: 3, arbitrary: fc.string({ unit: nastyChar, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   \n\t ', 'ßßßßßßßßßß', 'AB/', 'ABCDEFGHIJK', 'a@b.c', '2147483648', '-1', '1e999') },
  // Long: past a participant route's body limit (413), under the organiser's 1 MB, so the admin schemas see them.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(1_001, 5_001, 100_000, 700_001, 900_000), nastyChar).map(([n, c]) => 'x'.repeat(n) + c) },
);

/** [[[…]]] or {"a":{"a":…}} `depth` deep. */
function nested(depth: number, objects: boolean): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = objects ? { a: value } : [value];
  return value;
}

const weirdNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, -0, -1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e308, -1e308, 5e-324) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Dates anywhere in JavaScript's range (PostgreSQL's is smaller), as ISO text or as a number. */
const weirdDate = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('0001-01-01', '-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '2024-02-30', 'yesterday', '1e3', ''),
  weirdNumber,
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: nastyString },
  { weight: 3, arbitrary: weirdNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(50, 1_000, 3_000), fc.boolean()).map(([depth, objects]) => nested(depth, objects)) },
);

type Path = (string | number)[];

/** Every place in a JSON value: its leaves and its containers. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, [...prefix, Array.isArray(value) ? Number(key) : key]));
  return [prefix, ...children];
}

/** `root` with the place at `path` replaced (undefined removes a key); unchanged when an earlier edit removed the place. */
function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (root === null || typeof root !== 'object') return root;
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string | number, unknown>;
  if (rest.length === 0 && replacement === undefined && !Array.isArray(copy)) delete copy[key];
  else copy[key] = setAt(copy[key], rest, replacement);
  return copy;
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined), root);
}

/** What replaces a value: mostly junk of its own kind (a number for a number), sometimes anything. */
function replacementFor(original: unknown): fc.Arbitrary<unknown> {
  const sameKind =
    typeof original === 'number' ? weirdNumber : typeof original !== 'string' ? anyValue : /^\d{4}-\d\d-\d\dT/.test(original) ? weirdDate : nastyString;
  return fc.oneof({ weight: 4, arbitrary: sameKind }, { weight: 1, arbitrary: anyValue });
}

/** A valid body with one to three places replaced (undefined removes a key), or anything at all. */
export function bodyFor(target: Target): fc.Arbitrary<Body> {
  const valid = target.valid();
  // Not the root: replacing the whole body is the 'anything at all' case below.
  const places = pathsOf(valid).filter((path) => path.length > 0);
  const edit = () => fc.constantFrom(...places).chain((path) => replacementFor(valueAt(valid, path)).map((value) => [path, value] as const));
  const mutated = places.length
    ? fc.array(edit(), { minLength: 1, maxLength: 3 }).map((edits) => edits.reduce<unknown>((body, [path, value]) => setAt(body, path, value), valid))
    : anyValue;
  const raw = fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,]', 'null', '"just a string"', '{"code":"\\ud800"}', '{"__proto__":{"admin":true}}', '\u0000', ''),
    fc.string({ unit: nastyChar, maxLength: 40 }),
  );
  return fc.oneof(
    { weight: 7, arbitrary: mutated.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: anyValue.map((value): Body => (value === undefined ? { kind: 'none' } : { kind: 'json', value })) },
    { weight: 1, arbitrary: fc.tuple(raw, fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain')).map(([text, type]): Body => ({ kind: 'raw', text, type })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

/** What may fill :id: junk of every kind, ids that do not exist, and (where harmless) real ones. */
export function idFor(target: Target): fc.Arbitrary<string> {
  const junk = fc.oneof(
    // Plain digits could name a real row (the fixtures): real ids are given on purpose, where harmless.
    nastyString.filter((text) => text.length < 200 && !/^\s*\d+\s*$/.test(text)).map(encodeSegment),
    fc.constantFrom('%00', '%C0', '%ED%A0%80', '%2e%2e', '..%2F', '1%00', '%20', '0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999'),
    fc.uuid(),
    fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String),
  );
  return target.ids ? fc.oneof(junk, fc.constantFrom(...target.ids())) : junk;
}

/** encodeURIComponent, which throws on a lone surrogate: that half is sent as the bytes no UTF-8 decoder accepts. */
function encodeSegment(text: string): string {
  return [...text].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('') || '%20';
}

/* Requests and what they may change. */

export function send(client: TestClient, method: string, path: string, body: Body): Promise<Response> {
  if (body.kind === 'json') return client.request(method, path, { body: JSON.stringify(body.value) ?? 'null', headers: { 'Content-Type': 'application/json' } });
  if (body.kind === 'raw') return client.request(method, path, { body: body.text, headers: { 'Content-Type': body.type } });
  return client.request(method, path);
}

/** Columns that change on their own (last seen, last use) are left out; sessions are not data. */
const WATCHED: Record<string, string[] | '*'> = {
  users: ['id', 'email', 'first_name', 'last_name', 'role', 'created_at'],
  participants: ['event_id', 'user_id', 'total_points', 'completed_at', 'disqualified_at', 'team_id', 'division_id'],
  announcements: ['id', 'event_id', 'text', 'puzzle_piece_id', 'send_at', 'sent_at'],
  push_subscriptions: ['id', 'user_id', 'endpoint', 'p256dh', 'auth'],
  images: ['id', 'sha256', 'mime_type', 'byte_size'],
  puzzle_pieces: '*',
  qr_links: '*',
  collection_entries: '*',
  scan_attempts: '*',
  questionnaires: '*',
  survey_responses: '*',
  hint_reveals: '*',
  teams: '*',
  divisions: '*',
  division_emails: '*',
  events: '*',
  prize_tiers: '*',
  api_tokens: ['id', 'user_id', 'name', 'created_at', 'expires_at', 'revoked_at'],
  cli_login_requests: '*',
};

export type Snapshot = Record<string, string[]>;

/** Every watched table's rows, as sorted JSON text. */
export async function snapshot(db: Knex): Promise<Snapshot> {
  const entries = await Promise.all(
    Object.entries(WATCHED).map(async ([table, columns]) => {
      const rows = await db(table).select(columns === '*' ? '*' : columns);
      return [table, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The tables that differ. A wrong code (404 'Invalid code') is stored by design, as an attempt. */
export function changedTables(before: Snapshot, after: Snapshot, allowed: string[]): string[] {
  return Object.keys(WATCHED).filter((table) => !allowed.includes(table) && JSON.stringify(before[table]) !== JSON.stringify(after[table]));
}
