import type { Language } from '../core/language';
import type { ScanSource } from '../core/contracts';
import type { LocationPolicy } from '../core/place';
import type { DivisionChoice, EventMode, TeamFormation } from '../core/teams';
import type { PrizeTierDto } from '../core/prizeTiers';

/** Row types, one per table, as PostgreSQL returns them (nullable columns are `null`, not optional). */

export interface UserRow {
  id: string;
  /** Null only on an erased row, which no query that returns a UserRow reads (repos/erasure.ts). */
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: 'admin' | 'user';
  profile_image_url: string | null;
  created_at: Date;
  last_seen_at: Date;
  /** Set on the anonymous row that keeps an erased student's statistics; null for everyone else. */
  erased_at: Date | null;
  /** When they accepted the three declarations (landing or scanner); null until then. */
  declarations_accepted_at: Date | null;
}

/** A student's play in one event: a row appears with their first find there. */
export interface ParticipantRow {
  event_id: number;
  user_id: string;
  total_points: number;
  completed_at: Date | null;
  /** Kept in the data, hidden from the event's board and prizes (Fair Play). */
  disqualified_at: Date | null;
  joined_at: Date;
  /** The race: pieces found in the event, and when the latest was found. */
  pieces_found: number;
  last_found_at: Date | null;
  /** Their team and division in the event (core/teams.ts). */
  team_id: number | null;
  division_id: number | null;
  /**
   * The transaction (xid8, as text) that last changed the row through a path whose API instance
   * announces the change itself after commit; null when none has (db/migrations/20261128000100).
   */
  changed_xid: string | null;
}

/** A participant's standing: zero points and no dates for a student who has not played in the event. */
export type Standing = Pick<ParticipantRow, 'total_points' | 'completed_at' | 'disqualified_at' | 'team_id' | 'division_id'>;

/** A user with their standing in the event the hunt is about now (the running one, else the last completed). */
export type CurrentUser = UserRow & Standing;

export interface SessionRow {
  id: string;
  user_id: string | null;
  data: Record<string, unknown>;
  expires_at: Date;
}

export interface ApiTokenRow {
  id: number;
  user_id: string;
  name: string;
  token_hash: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
}

export interface ImageRow {
  id: string;
  mime_type: string;
  bytes: Buffer | Uint8Array;
  byte_size: number;
  sha256: string;
  created_at: Date;
}

export interface PuzzlePieceRow {
  id: number;
  /** The event whose own piece it is; null for one shared by every event. */
  event_id: number | null;
  name: string;
  description: string | null;
  image_url: string | null;
  sort_order: number;
  created_at: Date;
  /** What leads to where its code hangs: every student sees it from the start. */
  clue: string | null;
  clue_image_url: string | null;
  /** Up to three, revealed in order for their cost (core/hints.ts). */
  hints: unknown;
}

export interface QrLinkRow {
  id: number;
  code: string;
  puzzle_piece_id: number;
  domain: string;
  is_active: boolean;
  place_latitude: number | null;
  place_longitude: number | null;
  place_radius_m: number | null;
  needs_display_token: boolean;
  created_at: Date;
}

export interface CollectionEntryRow {
  id: number;
  event_id: number;
  user_id: string;
  puzzle_piece_id: number;
  qr_link_id: number | null;
  collected_at: Date;
  /** When the device made the scan (an offline one arrives late), bounded by the event's start, the previous scan and receipt. */
  claimed_at: Date | null;
  source: ScanSource | null;
  position_latitude: number | null;
  position_longitude: number | null;
  position_accuracy_m: number | null;
}

export interface QuestionnaireRow {
  id: number;
  /** The event whose own questionnaire it is; null for one shared by every event. */
  event_id: number | null;
  title: string;
  description: string | null;
  trigger_count: number;
  /** Triggered once this piece is held, instead of by `trigger_count`. */
  trigger_piece_id: number | null;
  questions: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface SurveyResponseRow {
  id: number;
  event_id: number;
  user_id: string;
  questionnaire_id: number;
  /** The team it was answered for, in a team event (a team answers once). */
  team_id: number | null;
  responses: unknown;
  points_earned: number;
  submitted_at: Date;
}

/** An organiser's message to an event's students, sent at `send_at` (sent_at once it was). */
export interface AnnouncementRow {
  id: number;
  event_id: number;
  text: string;
  puzzle_piece_id: number | null;
  send_at: Date;
  sent_at: Date | null;
  created_at: Date;
}

export type EventStatus = 'scheduled' | 'active' | 'completed';

export interface EventRow {
  id: number;
  name: string;
  description: string | null;
  start_date: Date;
  end_date: Date;
  status: EventStatus;
  leaderboard_visibility: 'live' | 'sealed';
  location_policy: LocationPolicy;
  completed_at: Date | null;
  created_at: Date;
  /** The key of its big screen's public link (`/screen/{key}`); null until an organiser makes one. */
  screen_key: string | null;
  /** Minutes before the end when the public board freezes (0: never). */
  freeze_minutes: number;
  /** How it is played and how teams and divisions are formed (core/teams.ts). */
  mode: EventMode;
  team_size: number;
  team_formation: TeamFormation;
  late_joining: boolean;
  division_choice: DivisionChoice;
  /** The language a reader gets when none of theirs is spoken and they chose none (core/language.ts). */
  language: Language;
}

/** An event's team: its members are the participant rows that name it. */
export interface TeamRow {
  id: number;
  event_id: number;
  name: string;
  join_code: string;
  /** The student who made it; null for one the organisers made. */
  created_by: string | null;
  created_at: Date;
  /** When its members between them first held every piece. */
  completed_at: Date | null;
  disqualified_at: Date | null;
}

export interface DivisionRow {
  id: number;
  event_id: number;
  name: string;
  email_domains: string[];
  /** Its own prize tiers, or null when it shares the event's. */
  prize_tiers: PrizeTierDto[] | null;
  created_at: Date;
}

export interface PrizeTierRow {
  id: number;
  event_id: number;
  position: number;
  percentile: number;
  prize_name: string;
  prize_description: string | null;
}
