import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { API_TOKENS_CHANGED, HUNT_API_TOKENS_CHANGED } from './huntApiTokensChanged';
import { HUNT_DISTANCE_M } from './huntDistanceM';
import { EVENTS_CHANGED, HUNT_EVENTS_CHANGED } from './huntEventsChanged';
import { HUNT_EVENT_GATE_KEY } from './huntEventGateKey';
import { CHANNEL_OF_CURRENT_SCHEMA, HUNT_NOTIFY, huntChannel } from './huntNotify';
import { HUNT_DIVISION_FOR } from './huntDivisionFor';
import { HUNT_PARTICIPANTS_CHANGED, PARTICIPANTS_CHANGED, PARTICIPANTS_RANK_CHANGED } from './huntParticipantsChanged';
import { HUNT_COLLECTING_TEAM, HUNT_COLLECTORS, HUNT_HELD_PIECES, HUNT_QUESTIONNAIRES_DUE, HUNT_QUESTIONNAIRES_WAITING } from './huntQuestionnairesDue';
import { HUNT_RANKING_JSON, HUNT_RECORD_SCAN } from './huntRecordScan';
import { HUNT_RECORD_SCANS } from './huntRecordScans';
import { HUNT_SESSIONS_CHANGED, SESSIONS_CHANGED } from './huntSessionsChanged';
import { DIVISIONS_CHANGED, HUNT_DIVISIONS_CHANGED, HUNT_TEAMS_CHANGED, TEAMS_CHANGED } from './huntTeamsChanged';
import { HUNT_USERS_CHANGED, USERS_CHANGED } from './huntUsersChanged';
import type { Trigger } from './trigger';

/**
 * The current SQL of every function the database has, one file each, and the triggers that call
 * them: what a new database ends with and what an upgraded one is brought to.
 *
 * The rule: change a function here and add a migration that applies it (`applyFunctions`). A
 * migration that shipped keeps a frozen copy of the SQL it applied, since a migration that has
 * run must never change its effect: before changing a file here, give the migration that last
 * applied it a copy of that text (as the first migrations have, each its own), then add the new
 * migration. The newest migration that applies them exports `appliesFunctions`, the
 * fingerprint of what it applied; functions.test.ts fails while the files here differ from it.
 */

/** Every function, in the order they can be created (a SQL-language body is checked against those before it). */
export const FUNCTIONS: readonly string[] = [
  HUNT_NOTIFY,
  HUNT_USERS_CHANGED,
  HUNT_PARTICIPANTS_CHANGED,
  HUNT_SESSIONS_CHANGED,
  HUNT_API_TOKENS_CHANGED,
  HUNT_EVENTS_CHANGED,
  HUNT_EVENT_GATE_KEY,
  HUNT_DISTANCE_M,
  HUNT_DIVISION_FOR,
  HUNT_TEAMS_CHANGED,
  HUNT_DIVISIONS_CHANGED,
  HUNT_COLLECTING_TEAM,
  HUNT_COLLECTORS,
  HUNT_HELD_PIECES,
  HUNT_QUESTIONNAIRES_DUE,
  HUNT_QUESTIONNAIRES_WAITING,
  HUNT_RANKING_JSON,
  HUNT_RECORD_SCAN,
  HUNT_RECORD_SCANS,
];

export const TRIGGERS: readonly Trigger[] = [
  USERS_CHANGED,
  PARTICIPANTS_CHANGED,
  PARTICIPANTS_RANK_CHANGED,
  SESSIONS_CHANGED,
  API_TOKENS_CHANGED,
  EVENTS_CHANGED,
  TEAMS_CHANGED,
  DIVISIONS_CHANGED,
];

/** Creates or replaces every function, then every trigger, in the current schema. */
export function applyFunctions(knex: Knex): Promise<void> {
  return applyDefinitions(knex, FUNCTIONS, TRIGGERS);
}

/** Creates or replaces these functions, then these triggers (a migration's frozen copies, or the current ones). */
export async function applyDefinitions(knex: Knex, functions: readonly string[], triggers: readonly Trigger[]): Promise<void> {
  const { rows } = (await knex.raw(CHANNEL_OF_CURRENT_SCHEMA)) as { rows: { channel: string }[] };
  await knex.raw(huntChannel(rows[0]?.channel ?? ''));
  for (const definition of functions) await knex.raw(definition);
  // `create or replace trigger` needs PostgreSQL 14; dropping first works on any.
  for (const trigger of triggers) {
    await knex.raw('drop trigger if exists ?? on ??', [trigger.name, trigger.table]);
    await knex.raw(trigger.create);
  }
}

/** A digest of every definition here: what a migration that applies them records. */
export function functionsFingerprint(): string {
  const texts = [huntChannel('hunt_changes_schema'), ...FUNCTIONS, ...TRIGGERS.map((trigger) => trigger.create)];
  return createHash('sha256').update(texts.join('\n;\n')).digest('hex').slice(0, 16);
}
