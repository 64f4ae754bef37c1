import { PERSONAL_DATA_PATH } from '../../core/personalData';

/** API paths. Each GET path doubles as its SWR cache key. */
export const API = {
  user: '/api/auth/user',
  puzzles: '/api/puzzles',
  collection: '/api/user/collection',
  score: '/api/user/score',
  progress: '/api/user/progress',
  /** A download (GET) of everything kept about the caller, not an SWR key. */
  personalData: PERSONAL_DATA_PATH,
  /** DELETE with the typed e-mail erases the caller's account. */
  account: '/api/user',
  leaderboard: '/api/leaderboard',
  leaderboardStream: '/api/leaderboard/stream',
  hunt: '/api/hunt',
  huntStream: '/api/hunt/stream',
  scan: '/api/scan',
  surveySubmit: '/api/survey/submit',
  login: '/api/login',
  logout: '/api/logout',
} as const;

/** The sign-in address; returnTo brings the visitor back to where they were. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `${API.login}?returnTo=${encodeURIComponent(returnTo)}` : API.login;
}

/** Full-page navigation (sign-in lives on the server, outside the client router). */
export function goToLogin(returnTo?: string): void {
  window.location.href = loginUrl(returnTo);
}
