import type {
  AdminConfigDto,
  AdminPieceDto,
  AdminQuestionnaireDto,
  AdminUserDto,
  EventDto,
  QrLinkDto,
  SurveyResponseAdminDto,
} from '../../core/admin';
import type { QuestionnaireInput } from '../../core/questionnaireSchema';
import type { HuntClient } from './client';

/** The admin API calls the commands make, typed with core's DTOs. Paths as in SPEC section 7. */
export const adminApi = {
  config: (client: HuntClient) => client.get<AdminConfigDto>('/api/admin/config'),
  users: (client: HuntClient) => client.get<AdminUserDto[]>('/api/admin/users'),
  setRole: (client: HuntClient, userId: string, role: 'admin' | 'user') =>
    client.patch<AdminUserDto>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { role }),
  surveyResponses: (client: HuntClient) => client.get<SurveyResponseAdminDto[]>('/api/admin/survey-responses'),
  pieces: (client: HuntClient) => client.get<AdminPieceDto[]>('/api/admin/puzzles'),
  createPiece: (client: HuntClient, piece: { name: string; description: string | null; imageUrl: string | null }) =>
    client.post<AdminPieceDto>('/api/admin/puzzles', piece),
  links: (client: HuntClient) => client.get<QrLinkDto[]>('/api/admin/qr-links'),
  createLink: (client: HuntClient, link: { code: string; puzzlePieceId: number; domain: string }) =>
    client.post<QrLinkDto>('/api/admin/qr-links', { ...link, isActive: true }),
  questionnaires: (client: HuntClient) => client.get<AdminQuestionnaireDto[]>('/api/admin/questionnaires'),
  createQuestionnaire: (client: HuntClient, questionnaire: QuestionnaireInput) =>
    client.post<AdminQuestionnaireDto>('/api/admin/questionnaires', questionnaire),
  events: (client: HuntClient) => client.get<EventDto[]>('/api/admin/events'),
  createEvent: (client: HuntClient, event: unknown) => client.post<EventDto>('/api/admin/events', event),
  completeEvent: (client: HuntClient, id: number) => client.post<EventDto>(`/api/admin/events/${id}/complete`),
};

/** 'Uploaded image' for stored uploads, the URL for links, 'No image' for none (SPEC's Image URL column). */
export function imageLabel(imageUrl: string | null): string {
  if (!imageUrl) return 'No image';
  return imageUrl.startsWith('/api/images/') || /^data:/i.test(imageUrl) ? 'Uploaded image' : imageUrl;
}
