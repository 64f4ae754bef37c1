import type { Role, ScanSource } from './contracts';

/**
 * GET /api/user/data: everything the hunt keeps about the caller, as one JSON file. Every table
 * that holds a row about a person has its part here (docs/privacy.md lists them). Secrets never
 * appear: no session id, no token, no poll secret.
 */
export const PERSONAL_DATA_FILE_NAME = 'campus-hunt-data.json';

export interface PersonalDataDto {
  exportedAt: string;
  /** Where what follows is explained: why each part is kept, who sees it, for how long. */
  explainedAt: string;
  profile: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    role: Role;
    createdAt: string;
    lastSeenAt: string;
    /** When they accepted the three declarations (landing or scanner); null until they have. */
    declarationsAcceptedAt: string | null;
  };
  /** Each event the person played in, with their standing there. */
  events: {
    eventId: number;
    eventName: string;
    joinedAt: string;
    totalPoints: number;
    completedAt: string | null;
    disqualifiedAt: string | null;
    /** Their team and division there, by name. */
    team: string | null;
    division: string | null;
  }[];
  collection: {
    puzzlePieceId: number;
    puzzlePieceName: string;
    code: string | null;
    collectedAt: string;
    claimedAt: string | null;
    source: ScanSource | null;
    position: { latitude: number; longitude: number; accuracyM: number | null } | null;
  }[];
  /** Codes typed or scanned that matched no piece. */
  wrongCodes: { code: string; at: string }[];
  surveyResponses: {
    questionnaireId: number;
    questionnaireTitle: string;
    answers: Record<string, string | string[]>;
    pointsEarned: number;
    submittedAt: string;
  }[];
  fairPlayMarks: {
    id: number;
    kind: string;
    evidence: Record<string, unknown>;
    code: string | null;
    createdAt: string;
    cleared: boolean;
    clearedAt: string | null;
  }[];
  /** Signed-in browsers: only when each session ends (the session table keeps no more). */
  sessions: { expiresAt: string }[];
  /** The sign-in providers' accounts (Google, the institution's) that sign in as this person: its number there, and since when. */
  signInAccounts: { provider: string; subject: string; linkedAt: string }[];
  apiTokens: { name: string; createdAt: string; lastUsedAt: string | null; expiresAt: string | null; revokedAt: string | null }[];
  /** `hunt login` requests this account approved or refused. */
  cliLogins: { clientName: string; requestedFrom: string | null; userAgent: string | null; status: string; createdAt: string; expiresAt: string }[];
  /** Browsers that get the announcements while the app is closed: the push service each goes through (its keys are the browser's). */
  pushSubscriptions: { pushService: string; createdAt: string }[];
  /** Each hint revealed: the event, the piece, which hint (from 1), what it cost, and when. */
  hintReveals: { eventId: number; pieceName: string; hint: number; cost: number; revealedAt: string }[];
}
