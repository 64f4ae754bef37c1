import type {
  AdminConfigDto,
  AdminPieceDto,
  AdminQuestionnaireDto,
  AdminUserDto,
  ApiTokenDto,
  EventCreateInput,
  EventDto,
  FairPlayStudentDto,
  QrLinkCreate,
  QrLinkDto,
  QrLinkUpdate,
  SurveyResponseAdminDto,
} from '../../core/admin';
import { ADMIN_API } from '../../core/apiPaths';
import type { EventPurgeDto } from '../../core/erasure';
import type { QuestionnaireInput } from '../../core/questionnaireSchema';
import type { HuntClient } from './client';

/** The admin API calls the commands make, typed with core's DTOs, on core's paths (SPEC section 7). */
export const adminApi = {
  config: (client: HuntClient) => client.get<AdminConfigDto>(ADMIN_API.config),
  users: (client: HuntClient) => client.get<AdminUserDto[]>(ADMIN_API.users),
  setRole: (client: HuntClient, userId: string, role: 'admin' | 'user') => client.patch<AdminUserDto>(ADMIN_API.userRole(userId), { role }),
  eraseUser: (client: HuntClient, userId: string) => client.delete(ADMIN_API.user(userId)),
  surveyResponses: (client: HuntClient) => client.get<SurveyResponseAdminDto[]>(ADMIN_API.surveyResponses),
  pieces: (client: HuntClient) => client.get<AdminPieceDto[]>(ADMIN_API.puzzles),
  createPiece: (client: HuntClient, piece: { name: string; description: string | null; imageUrl: string | null }) =>
    client.post<AdminPieceDto>(ADMIN_API.puzzles, piece),
  links: (client: HuntClient) => client.get<QrLinkDto[]>(ADMIN_API.qrLinks),
  createLink: (client: HuntClient, link: Omit<QrLinkCreate, 'isActive' | 'place' | 'screen'> & Partial<QrLinkCreate>) =>
    client.post<QrLinkDto>(ADMIN_API.qrLinks, { isActive: true, ...link }),
  updateLink: (client: HuntClient, id: number, update: QrLinkUpdate) => client.patch<QrLinkDto>(ADMIN_API.qrLink(id), update),
  questionnaires: (client: HuntClient) => client.get<AdminQuestionnaireDto[]>(ADMIN_API.questionnaires),
  createQuestionnaire: (client: HuntClient, questionnaire: QuestionnaireInput) =>
    client.post<AdminQuestionnaireDto>(ADMIN_API.questionnaires, questionnaire),
  events: (client: HuntClient) => client.get<EventDto[]>(ADMIN_API.events),
  createEvent: (client: HuntClient, event: EventCreateInput) => client.post<EventDto>(ADMIN_API.events, event),
  startEvent: (client: HuntClient, id: number) => client.post<EventDto>(ADMIN_API.eventStart(id)),
  completeEvent: (client: HuntClient, id: number) => client.post<EventDto>(ADMIN_API.eventComplete(id)),
  purgeEvent: (client: HuntClient, id: number) => client.post<EventPurgeDto>(ADMIN_API.eventPurge(id)),
  tokens: (client: HuntClient) => client.get<ApiTokenDto[]>(ADMIN_API.tokens),
  revokeToken: (client: HuntClient, id: number) => client.delete(ADMIN_API.token(id)),
  exportData: (client: HuntClient) => client.download(ADMIN_API.exportData),
  fairPlay: (client: HuntClient) => client.get<FairPlayStudentDto[]>(ADMIN_API.fairPlay),
  clearMark: (client: HuntClient, id: number) => client.post(ADMIN_API.fairPlayMarkClear(id)),
  setDisqualified: (client: HuntClient, userId: string, disqualified: boolean) =>
    client.put<AdminUserDto>(ADMIN_API.userDisqualification(userId), { disqualified }),
};
