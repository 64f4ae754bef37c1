import type { z } from 'zod';
import type {
  AdminConfigDto,
  AdminLeaderboardDto,
  AdminPieceDto,
  AdminQuestionnaireDto,
  AdminUserDto,
  AdminUsersFilter,
  AnalyticsDto,
  announcementCreateSchema,
  ApiTokenDto,
  CodeHealthDto,
  EventCreateInput,
  EventDto,
  EventUpdateInput,
  FairPlayStudentDto,
  pieceCreateSchema,
  piecePatchSchema,
  QrDisplayDto,
  QrLinkDto,
  qrLinkCreateSchema,
  qrLinkUpdateSchema,
  SurveyResponseAdminDto,
} from '../admin';
import { ADMIN_API, posterPath } from '../adminPaths';
import { ofEvent } from '../idPaths';
import type { Role } from '../contracts';
import type { EventPurgeDto } from '../erasure';
import type { AdminAnnouncementDto } from '../announcements';
import type { ScreenLinkDto } from '../screen';
import type {
  AdminDivisionDto,
  AdminTeamDto,
  adminTeamCreateSchema,
  divisionAssignmentsSchema,
  divisionCreateSchema,
  divisionUpdateSchema,
  ImportResultDto,
  teamImportSchema,
  teamMoveSchema,
} from '../teams';
import type { LiveOverviewDto } from '../liveOverview';
import type { questionnaireInputSchema } from '../questionnaireSchema';
import { call, read, type ApiTransport } from './transport';

/** The organiser's calls, on core's paths, with core's request and answer shapes. */
export function adminApi<File>(transport: ApiTransport<File>) {
  const post = <T>(path: string, body?: unknown) => call<T>(transport, { method: 'POST', path, body });
  const patch = <T>(path: string, body: unknown) => call<T>(transport, { method: 'PATCH', path, body });
  const remove = (path: string) => call<null>(transport, { method: 'DELETE', path });
  return {
    config: () => read<AdminConfigDto>(transport, ADMIN_API.config),
    analytics: () => read<AnalyticsDto>(transport, ADMIN_API.analytics),
    health: () => read<CodeHealthDto>(transport, ADMIN_API.health),
    live: () => read<LiveOverviewDto>(transport, ADMIN_API.live),
    /** The current event's board, or another event's. */
    leaderboard: (eventId?: number) => read<AdminLeaderboardDto>(transport, ofEvent(ADMIN_API.leaderboard, eventId)),

    /** Every account, with its standing in the current event or another; or only a team's or a division's members. */
    users: (eventId?: number, filter: AdminUsersFilter = {}) => read<AdminUserDto[]>(transport, ofEvent(ADMIN_API.usersIn(filter), eventId)),
    setRole: (userId: string, role: Role) => patch<AdminUserDto>(ADMIN_API.userRole(userId), { role }),
    /** Erases the account, keeping what an erasure keeps (core/erasure.ts). */
    eraseUser: (userId: string) => remove(ADMIN_API.user(userId)),

    fairPlay: () => read<FairPlayStudentDto[]>(transport, ADMIN_API.fairPlay),
    clearMark: (markId: number) => post<null>(ADMIN_API.fairPlayMarkClear(markId)),
    setDisqualified: (userId: string, disqualified: boolean) =>
      call<AdminUserDto>(transport, { method: 'PUT', path: ADMIN_API.userDisqualification(userId), body: { disqualified } }),

    /** Every answer in the current event or another, or one questionnaire's. */
    surveyResponses: (questionnaireId?: number, eventId?: number) =>
      read<SurveyResponseAdminDto[]>(
        transport,
        ofEvent(questionnaireId === undefined ? ADMIN_API.surveyResponses : ADMIN_API.surveyResponsesFor(questionnaireId), eventId),
      ),

    pieces: () => read<AdminPieceDto[]>(transport, ADMIN_API.puzzles),
    createPiece: (piece: z.input<typeof pieceCreateSchema>) => post<AdminPieceDto>(ADMIN_API.puzzles, piece),
    updatePiece: (id: number, changes: z.input<typeof piecePatchSchema>) =>
      patch<AdminPieceDto>(ADMIN_API.puzzle(id), changes),
    deletePiece: (id: number) => remove(ADMIN_API.puzzle(id)),

    links: () => read<QrLinkDto[]>(transport, ADMIN_API.qrLinks),
    createLink: (link: z.input<typeof qrLinkCreateSchema>) => post<QrLinkDto>(ADMIN_API.qrLinks, link),
    updateLink: (id: number, update: z.input<typeof qrLinkUpdateSchema>) =>
      patch<QrLinkDto>(ADMIN_API.qrLink(id), update),
    deleteLink: (id: number) => remove(ADMIN_API.qrLink(id)),
    /** What a screen showing the link's code shows now. */
    linkDisplay: (id: number) => read<QrDisplayDto>(transport, ADMIN_API.qrLinkDisplay(id)),

    questionnaires: () => read<AdminQuestionnaireDto[]>(transport, ADMIN_API.questionnaires),
    createQuestionnaire: (questionnaire: z.input<typeof questionnaireInputSchema>) => post<AdminQuestionnaireDto>(ADMIN_API.questionnaires, questionnaire),
    updateQuestionnaire: (id: number, questionnaire: z.input<typeof questionnaireInputSchema>) =>
      call<AdminQuestionnaireDto>(transport, { method: 'PUT', path: ADMIN_API.questionnaire(id), body: questionnaire }),
    deleteQuestionnaire: (id: number) => remove(ADMIN_API.questionnaire(id)),

    events: () => read<EventDto[]>(transport, ADMIN_API.events),
    createEvent: (event: EventCreateInput) => post<EventDto>(ADMIN_API.events, event),
    /** Changes only the fields sent, until the event is completed. */
    updateEvent: (id: number, update: EventUpdateInput) => patch<EventDto>(ADMIN_API.event(id), update),
    /** A new event with copies of this one's own content. */
    cloneEvent: (id: number, event: EventCreateInput) => post<EventDto>(ADMIN_API.eventClone(id), event),
    startEvent: (id: number) => post<EventDto>(ADMIN_API.eventStart(id)),
    /** A new big screen link for the event (the old one stops working). */
    screenLink: (id: number) => post<ScreenLinkDto>(ADMIN_API.eventScreenLink(id)),
    completeEvent: (id: number) => post<EventDto>(ADMIN_API.eventComplete(id)),
    /** Erases every participant of a completed event, keeping the anonymous statistics. */
    purgeEvent: (id: number) => post<EventPurgeDto>(ADMIN_API.eventPurge(id)),
    deleteEvent: (id: number) => remove(ADMIN_API.event(id)),

    announcements: () => read<AdminAnnouncementDto[]>(transport, ADMIN_API.announcements),
    announce: (announcement: z.input<typeof announcementCreateSchema>) => post<AdminAnnouncementDto>(ADMIN_API.announcements, announcement),
    /** Cancels one still waiting. */
    cancelAnnouncement: (id: number) => remove(ADMIN_API.announcement(id)),

    /** An event's teams, with their members' e-mails. */
    teams: (eventId: number) => read<AdminTeamDto[]>(transport, ADMIN_API.teamsOf(eventId)),
    createTeam: (team: z.input<typeof adminTeamCreateSchema>) => post<AdminTeamDto>(ADMIN_API.teams, team),
    renameTeam: (teamId: number, name: string) => patch<AdminTeamDto>(ADMIN_API.team(teamId), { name }),
    /** Its members stay in the event, without a team. */
    deleteTeam: (teamId: number) => remove(ADMIN_API.team(teamId)),
    setTeamDisqualified: (teamId: number, disqualified: boolean) =>
      call<AdminTeamDto>(transport, { method: disqualified ? 'PUT' : 'DELETE', path: ADMIN_API.teamDisqualification(teamId) }),
    /** Puts a student in the named team (out of any other of the event), or in none: the team they are in now, or null. */
    moveTeamMember: (move: z.input<typeof teamMoveSchema>) => post<AdminTeamDto | null>(ADMIN_API.teamMembers, move),
    /** `team,email` rows: missing teams are made; the rows it could not apply come back with why. */
    importTeams: (rows: z.input<typeof teamImportSchema>) => post<ImportResultDto>(ADMIN_API.teamImport, rows),

    /** An event's divisions, with how many students each has and how many wait for their first sign-in. */
    divisions: (eventId: number) => read<AdminDivisionDto[]>(transport, ADMIN_API.divisionsOf(eventId)),
    createDivision: (division: z.input<typeof divisionCreateSchema>) => post<AdminDivisionDto>(ADMIN_API.divisions, division),
    updateDivision: (divisionId: number, update: z.input<typeof divisionUpdateSchema>) => patch<AdminDivisionDto>(ADMIN_API.division(divisionId), update),
    deleteDivision: (divisionId: number) => remove(ADMIN_API.division(divisionId)),
    /** `division,email` rows: those students' division, before or after they first sign in. */
    assignDivisions: (rows: z.input<typeof divisionAssignmentsSchema>) => post<ImportResultDto>(ADMIN_API.divisionAssignments, rows),

    tokens: () => read<ApiTokenDto[]>(transport, ADMIN_API.tokens),
    revokeToken: (id: number) => remove(ADMIN_API.token(id)),

    /** Every sheet of the current event, or another, as one ZIP file. */
    exportData: (eventId?: number) => transport.download(ofEvent(ADMIN_API.exportData, eventId)),
    /** Labelled posters of these links as one PDF (every link when no code is named). */
    posters: (query: Parameters<typeof posterPath>[0]) => transport.download(posterPath(query)),
  };
}

export type AdminApi<File = unknown> = ReturnType<typeof adminApi<File>>;
