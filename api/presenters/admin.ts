import type { EventPurgeDto } from '../../core/erasure';
import type {
  AdminConfigDto,
  AdminPieceDto,
  AdminQuestionnaireDto,
  AdminUserDto,
  ApiTokenDto,
  CodeHealthDto,
  EventDto,
  QrDisplayDto,
  QrLinkDto,
  SurveyResponseAdminDto,
} from '../../core/admin';
import type { CodeHealthFlag } from '../../core/codeHealth';
import { parseStoredQuestions } from '../../core/questionnaireSchema';
import { screenLink } from '../../core/scanCode';
import type { SurveyAnswers } from '../../core/questions';
import type { ApiTokenRow, EventRow, PrizeTierRow } from '../../db/rows';
import type { PieceWithUsage } from '../repos/pieces';
import { parseStoredHints } from '../../core/hints';
import type { QrLinkWithPiece } from '../repos/qrLinks';
import type { LinkOnScreen } from '../services/adminQrLinks';
import type { QuestionnaireWithResponseCount } from '../repos/questionnaires';
import type { SurveyResponseForAdmin } from '../repos/surveyResponses';
import type { UserWithCollectionCount } from '../repos/users';
import { presentAccount } from './participant';
import { screenPagePath } from '../../core/screen';
import type { Standing } from '../services/standings';

/** Admin-only shapes: full e-mails, correct answers, usage counts. Never sent to participants. */

export function presentAdminUser(row: UserWithCollectionCount, standing: Standing): AdminUserDto {
  return {
    // The account as its owner sees it (presenters/participant.ts), then what only admins see.
    ...presentAccount(row),
    collectionCount: Number(row.collection_count),
    createdAt: row.created_at.toISOString(),
    disqualifiedAt: row.disqualified_at?.toISOString() ?? null,
    openMarks: Number(row.open_marks),
    totalPoints: standing.totalPoints,
    completedAt: standing.completedAt?.toISOString() ?? null,
    rank: standing.rank,
    tier: standing.tier,
    prize: standing.prize,
    team: row.team_name,
    division: row.division_name,
  };
}

export function presentSurveyResponse(row: SurveyResponseForAdmin): SurveyResponseAdminDto {
  return {
    id: row.id,
    userId: row.user_id,
    userEmail: row.user_email,
    questionnaireId: row.questionnaire_id,
    questionnaireTitle: row.questionnaire_title,
    responses: row.responses as SurveyAnswers,
    submittedAt: row.submitted_at.toISOString(),
    pointsEarned: row.points_earned,
  };
}

export function presentQrLink(row: QrLinkWithPiece): QrLinkDto {
  return {
    id: row.id,
    code: row.code,
    puzzlePieceId: row.puzzle_piece_id,
    puzzlePieceName: row.puzzle_piece_name,
    domain: row.domain,
    isActive: row.is_active,
    place:
      row.place_latitude === null || row.place_longitude === null || row.place_radius_m === null
        ? null
        : { latitude: row.place_latitude, longitude: row.place_longitude, radiusM: row.place_radius_m },
    screen: row.needs_display_token,
    scanCount: row.scan_count,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * A screen's code: its link with the token while the link is on, nothing to show while it is off,
 * and how often the screen asks again (the display tokens' refresh, which the route hands over).
 */
export function presentQrDisplay({ link, token, expiresAt }: LinkOnScreen, refreshAfterSeconds: number): QrDisplayDto {
  return {
    code: link.code,
    puzzlePieceName: link.puzzle_piece_name,
    url: link.is_active ? screenLink(link.domain, link.code, token) : null,
    expiresAt: link.is_active ? expiresAt.toISOString() : null,
    refreshAfterSeconds,
  };
}

export function presentAdminPiece(row: PieceWithUsage): AdminPieceDto {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    description: row.description,
    qrLinkCount: Number(row.qr_link_count),
    collectedCount: Number(row.collected_count),
    eventId: row.event_id,
    clue: row.clue,
    clueImageUrl: row.clue_image_url,
    hints: parseStoredHints(row.hints),
    hintReveals: Number(row.hint_reveals),
    hintPoints: Number(row.hint_points),
  };
}

/** With correctAnswer, negativePoints and caseSensitive: the editor needs them. */
export function presentAdminQuestionnaire(row: QuestionnaireWithResponseCount): AdminQuestionnaireDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    triggerCount: row.trigger_count,
    triggerPieceId: row.trigger_piece_id,
    questions: parseStoredQuestions(row.questions),
    responseCount: Number(row.response_count),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    eventId: row.event_id,
  };
}

export function presentEvent({ event, tiers }: { event: EventRow; tiers: readonly PrizeTierRow[] }): EventDto {
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    startDate: event.start_date.toISOString(),
    endDate: event.end_date.toISOString(),
    status: event.status,
    leaderboardVisibility: event.leaderboard_visibility,
    locationPolicy: event.location_policy,
    prizeTiers: [...tiers]
      .sort((a, b) => a.position - b.position)
      .map((tier) => ({ percentile: Number(tier.percentile), prizeName: tier.prize_name, prizeDescription: tier.prize_description })),
    completedAt: event.completed_at?.toISOString() ?? null,
    screenPath: event.screen_key ? screenPagePath(event.screen_key) : null,
    freezeMinutes: event.freeze_minutes,
    mode: event.mode,
    teamSize: event.team_size,
    teamFormation: event.team_formation,
    lateJoining: event.late_joining,
    divisionChoice: event.division_choice,
    language: event.language,
  };
}

export function presentApiToken(row: ApiTokenRow): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** POST /api/admin/events/{id}/purge's answer: how many participants were erased. */
export function presentEventPurge(eventId: number, purge: { erased: number; playedOn: number }): EventPurgeDto {
  return { eventId, erasedUsers: purge.erased, keptUsers: purge.playedOn };
}

/** The codes that need a look, each flag with its reason (core/codeHealth.ts). */
export function presentCodeHealth(flags: CodeHealthFlag[]): CodeHealthDto {
  return { flags };
}

/** What the admin client needs to know of the settings: the hosts offered for QR links, the default first. */
export function presentAdminConfig(qrDomains: readonly string[]): AdminConfigDto {
  return { qrDomains: [...qrDomains] };
}
