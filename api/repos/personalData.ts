import type { Knex } from 'knex';
import type { ApiTokenRow, CollectionEntryRow, ParticipantRow, SurveyResponseRow } from '../../db/rows';
import type { CliLoginRow } from './cliLogins';

/**
 * Every row about one person, table by table (GET /api/user/data). A table that gains a column
 * or a table that gains a user reference belongs here too: docs/privacy.md lists them.
 */

export interface OwnParticipationRow extends Pick<ParticipantRow, 'event_id' | 'total_points' | 'completed_at' | 'disqualified_at' | 'joined_at'> {
  event_name: string;
  team_name: string | null;
  division_name: string | null;
}

/** The events the person played in, with their standing in each. */
export function listOwnParticipations(db: Knex, userId: string): Promise<OwnParticipationRow[]> {
  return db('participants as p')
    .join('events as e', 'e.id', 'p.event_id')
    .leftJoin('teams as t', 't.id', 'p.team_id')
    .leftJoin('divisions as d', 'd.id', 'p.division_id')
    .where('p.user_id', userId)
    .select('p.event_id', 'e.name as event_name', 'p.total_points', 'p.completed_at', 'p.disqualified_at', 'p.joined_at', 't.name as team_name', 'd.name as division_name')
    .orderBy([{ column: 'p.joined_at' }, { column: 'p.event_id' }]);
}

export interface CollectionWithPiece extends CollectionEntryRow {
  piece_name: string;
  code: string | null;
}

export function listOwnCollection(db: Knex, userId: string): Promise<CollectionWithPiece[]> {
  return db('collection_entries as c')
    .join('puzzle_pieces as p', 'p.id', 'c.puzzle_piece_id')
    .leftJoin('qr_links as l', 'l.id', 'c.qr_link_id')
    .where('c.user_id', userId)
    .select('c.*', 'p.name as piece_name', 'l.code as code')
    .orderBy([{ column: 'c.collected_at' }, { column: 'c.id' }]);
}

export function listOwnWrongCodes(db: Knex, userId: string): Promise<{ code: string; attempted_at: Date }[]> {
  return db('scan_attempts').where({ user_id: userId }).select('code', 'attempted_at').orderBy([{ column: 'attempted_at' }, { column: 'id' }]);
}

export interface ResponseWithTitle extends SurveyResponseRow {
  questionnaire_title: string;
}

export function listOwnSurveyResponses(db: Knex, userId: string): Promise<ResponseWithTitle[]> {
  return db('survey_responses as r')
    .join('questionnaires as q', 'q.id', 'r.questionnaire_id')
    .where('r.user_id', userId)
    .select('r.*', 'q.title as questionnaire_title')
    .orderBy([{ column: 'r.submitted_at' }, { column: 'r.id' }]);
}

export interface OwnMarkRow {
  id: number | string;
  kind: string;
  evidence: Record<string, unknown>;
  created_at: Date;
  cleared_at: Date | null;
  code: string | null;
}

/** Every Fair Play mark, cleared or not (a cleared one is still kept). */
export function listOwnMarks(db: Knex, userId: string): Promise<OwnMarkRow[]> {
  return db('fair_play_marks as m')
    .leftJoin('qr_links as l', 'l.id', 'm.qr_link_id')
    .where('m.user_id', userId)
    .select('m.id', 'm.kind', 'm.evidence', 'm.created_at', 'm.cleared_at', 'l.code as code')
    .orderBy([{ column: 'm.created_at' }, { column: 'm.id' }]);
}

/** The user's sessions that have not expired: only when each ends (the id is a secret, the data holds only the id). */
export function listOwnSessions(db: Knex, userId: string): Promise<{ expires_at: Date }[]> {
  return db('sessions').where({ user_id: userId }).andWhere('expires_at', '>', db.fn.now()).select('expires_at').orderBy('expires_at');
}

export function listOwnTokens(db: Knex, userId: string): Promise<ApiTokenRow[]> {
  return db<ApiTokenRow>('api_tokens').where({ user_id: userId }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
}

export function listOwnPushSubscriptions(db: Knex, userId: string): Promise<{ endpoint: string; created_at: Date }[]> {
  return db('push_subscriptions').where({ user_id: userId }).select('endpoint', 'created_at').orderBy('id');
}

/** The providers' accounts that sign in as the person (db/migrations/20261127001000_sign_in_identities.ts). */
export function listOwnSignInIdentities(db: Knex, userId: string): Promise<{ provider: string; subject: string; created_at: Date }[]> {
  return db('sign_in_identities').where({ user_id: userId }).select('provider', 'subject', 'created_at').orderBy(['created_at', 'provider']);
}

/** The hints the person revealed, with the piece and event they were about. */
export function listOwnHintReveals(db: Knex, userId: string): Promise<OwnHintRevealRow[]> {
  return db('hint_reveals as h')
    .join('puzzle_pieces as p', 'p.id', 'h.puzzle_piece_id')
    .where('h.user_id', userId)
    .orderBy([{ column: 'h.revealed_at' }, { column: 'h.id' }])
    .select('h.event_id', 'p.name as piece_name', 'h.hint_index', 'h.cost', 'h.revealed_at');
}

export interface OwnHintRevealRow {
  event_id: number;
  piece_name: string;
  hint_index: number;
  cost: number;
  revealed_at: Date;
}

export function listOwnCliLogins(db: Knex, userId: string): Promise<CliLoginRow[]> {
  return db<CliLoginRow>('cli_login_requests').where({ approved_by: userId }).orderBy('created_at');
}
