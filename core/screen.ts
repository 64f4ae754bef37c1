import type { EventStatus } from './admin';
import type { Language } from './language';

/**
 * The big screen (`/screen/{key}`): a public page for a hall's projector with the event's live
 * board, how many are hunting and have finished, a countdown, a ticker of the latest finds and a
 * QR code to join. It reads GET /api/screen/{key} and then a stream of the same shape.
 */

/** The board's rows on the screen: a hall reads ten at a glance. */
export const SCREEN_BOARD_SIZE = 10;
/** The ticker's latest finds. */
export const SCREEN_FEED_SIZE = 8;
/** The team standings' rows beside the board. */
export const SCREEN_TEAMS_SIZE = 5;

/** The routes the API declares; the functions below fill in a key. */
export const SCREEN_ROUTES = { data: '/api/screen/:key', stream: '/api/screen/:key/stream' } as const;

export const screenPagePath = (key: string) => `/screen/${encodeURIComponent(key)}`;
export const screenDataPath = (key: string) => SCREEN_ROUTES.data.replace(':key', encodeURIComponent(key));
export const screenStreamPath = (key: string) => SCREEN_ROUTES.stream.replace(':key', encodeURIComponent(key));

export interface ScreenDto {
  /** `language`: the event's default, which the screen speaks when the projector's browser asks for none we have. */
  event: { name: string; status: EventStatus; startDate: string; endDate: string; completedAt: string | null; language: Language };
  /** The board is frozen before the end: what it shows is the board as it was then. */
  frozen: boolean;
  /** The top of the board: a name as the board's e-mail policy allows, never an e-mail. */
  /** The race board's top: finishers by points, then those still hunting by pieces found (`points` null). */
  board: { userId: string; rank: number; name: string; points: number | null; piecesFound: number }[];
  /** Students who found something and have not finished, and those who finished. */
  hunting: number;
  finished: number;
  /** The top teams and the divisions against each other (the current event's; none while the board is frozen). */
  teams: { teamId: number; rank: number; name: string; points: number | null; piecesFound: number }[];
  divisions: { divisionId: number; rank: number; name: string; finishers: number; averagePoints: number }[];
  /** The latest finds, newest first, by first name. */
  feed: { name: string; pieceName: string; at: string }[];
  /** Where a student in the hall signs in to play (the QR code's link). */
  joinUrl: string;
}

/** POST /api/admin/events/{id}/screen-link's answer: the new page (the old link no longer works). */
export interface ScreenLinkDto {
  path: string;
  url: string;
}
