/** Business constants shared by the server, the client and the CLI (docs/product.md, Limits and constants). */
export const TOTAL_HIDDEN_CODES = 9;
export const MAX_CODE_LENGTH = 10;
export const GENERATED_CODE_LENGTH = 6;
export const IMAGE_UPLOAD_LIMIT_BYTES = 500_000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_TRIGGER_COUNT = 1;
export const WRONG_CODES_PER_MINUTE = 10;
/** Choices a question may offer, so the items a checkbox answer can hold. */
export const MAX_CHOICES = 50;
export const PARTICIPANT_LEADERBOARD_SIZE = 100;
export const ADMIN_LEADERBOARD_SIZE = 50;
export const ACTIVE_TODAY_MS = 24 * 60 * 60 * 1000;
/** The largest PostgreSQL integer (ids, trigger counts): a bigger number from a request is a 400, not a 500. */
export const MAX_DB_INTEGER = 2_147_483_647;

export const DEFAULT_PRIZE_TIERS = [
  { percentile: 99, prizeName: 'Platinum Prize', prizeDescription: 'Top 1%' },
  { percentile: 95, prizeName: 'Gold Prize', prizeDescription: 'Top 5%' },
  { percentile: 90, prizeName: 'Silver Prize', prizeDescription: 'Top 10%' },
  { percentile: 75, prizeName: 'Bronze Prize', prizeDescription: 'Top 25%' },
] as const;

/** Client timings (milliseconds). */
export const TIMINGS = {
  scanDebounce: 2000,
  successOverlayAutoClose: 5000,
  surveySuccessAutoClose: 2000,
  alreadyCollectedRedirect: 2000,
  loginRedirect: 1000,
  loggedOutRedirect: 500,
  copiedState: 2000,
  cameraStartTimeout: 10_000,
  vibration: 200,
  scoreFreshness: 10_000,
  leaderboardFreshness: 10_000,
  adminListFreshness: 30_000,
  analyticsStale: 10_000,
  analyticsRefetch: 60_000,
} as const;

export const CONFETTI_COUNT = 80;
