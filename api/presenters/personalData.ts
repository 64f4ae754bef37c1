import type { PersonalDataDto } from '../../core/personalData';
import type { SurveyAnswers } from '../../core/questions';
import type { PersonalData } from '../services/personalData';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The file GET /api/user/data downloads: explicit fields, never a session id or a token's hash. */
export function presentPersonalData(data: PersonalData, now: Date): PersonalDataDto {
  const { user } = data;
  return {
    exportedAt: iso(now),
    explainedAt: '/privacy',
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      profileImageUrl: user.profile_image_url,
      role: user.role,
      createdAt: iso(user.created_at),
      lastSeenAt: iso(user.last_seen_at),
      declarationsAcceptedAt: isoOrNull(user.declarations_accepted_at),
    },
    events: data.participations.map((played) => ({
      eventId: played.event_id,
      eventName: played.event_name,
      joinedAt: iso(played.joined_at),
      totalPoints: played.total_points,
      completedAt: isoOrNull(played.completed_at),
      disqualifiedAt: isoOrNull(played.disqualified_at),
      team: played.team_name,
      division: played.division_name,
    })),
    collection: data.collection.map((entry) => ({
      puzzlePieceId: entry.puzzle_piece_id,
      puzzlePieceName: entry.piece_name,
      code: entry.code,
      collectedAt: iso(entry.collected_at),
      claimedAt: isoOrNull(entry.claimed_at),
      source: entry.source,
      position:
        entry.position_latitude === null || entry.position_longitude === null
          ? null
          : { latitude: entry.position_latitude, longitude: entry.position_longitude, accuracyM: entry.position_accuracy_m },
    })),
    wrongCodes: data.wrongCodes.map((attempt) => ({ code: attempt.code, at: iso(attempt.attempted_at) })),
    surveyResponses: data.surveyResponses.map((response) => ({
      questionnaireId: response.questionnaire_id,
      questionnaireTitle: response.questionnaire_title,
      answers: response.responses as SurveyAnswers,
      pointsEarned: response.points_earned,
      submittedAt: iso(response.submitted_at),
    })),
    fairPlayMarks: data.marks.map((mark) => ({
      id: Number(mark.id),
      kind: mark.kind,
      evidence: mark.evidence,
      code: mark.code,
      createdAt: iso(mark.created_at),
      cleared: mark.cleared_at !== null,
      clearedAt: isoOrNull(mark.cleared_at),
    })),
    sessions: data.sessions.map((session) => ({ expiresAt: iso(session.expires_at) })),
    signInAccounts: data.signInIdentities.map((identity) => ({ provider: identity.provider, subject: identity.subject, linkedAt: iso(identity.created_at) })),
    apiTokens: data.tokens.map((token) => ({
      name: token.name,
      createdAt: iso(token.created_at),
      lastUsedAt: isoOrNull(token.last_used_at),
      expiresAt: isoOrNull(token.expires_at),
      revokedAt: isoOrNull(token.revoked_at),
    })),
    cliLogins: data.cliLogins.map((login) => ({
      clientName: login.client_name,
      requestedFrom: login.requested_from,
      userAgent: login.user_agent,
      status: login.status,
      createdAt: iso(login.created_at),
      expiresAt: iso(login.expires_at),
    })),
    pushSubscriptions: data.pushSubscriptions.map((subscription) => ({
      pushService: new URL(subscription.endpoint).host,
      createdAt: iso(subscription.created_at),
    })),
    hintReveals: data.hintReveals.map((reveal) => ({
      eventId: reveal.event_id,
      pieceName: reveal.piece_name,
      hint: reveal.hint_index + 1,
      cost: reveal.cost,
      revealedAt: iso(reveal.revealed_at),
    })),
  };
}
