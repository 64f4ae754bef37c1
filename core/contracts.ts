import { z } from 'zod';
import { MAX_CODE_LENGTH } from './constants';
import { answerSchema } from './questionnaireSchema';
import type { ParticipantQuestionnaire } from './questions';

/** Request bodies (validated on the server, typed on the client). */

export const scanRequestSchema = z.object({
  code: z.string({ error: 'code is required' }).max(2000, 'code is too long'),
});
export type ScanRequest = z.infer<typeof scanRequestSchema>;

export const surveyAnswersSchema = z
  .record(z.string().regex(/^q\d{1,3}$/, 'answer keys look like q0, q1, …'), answerSchema)
  .refine((answers) => Object.keys(answers).length <= 200, 'too many answers');

export const surveySubmitRequestSchema = z.object({
  questionnaireId: z.number({ error: 'questionnaireId must be a number' }).int().positive(),
  responses: surveyAnswersSchema,
});
export type SurveySubmitRequest = z.infer<typeof surveySubmitRequestSchema>;

export const devLoginRequestSchema = z.object({
  email: z.email('email must be an e-mail address').max(254),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  returnTo: z.string().max(2000).optional(),
});
export type DevLoginRequest = z.infer<typeof devLoginRequestSchema>;

/** Response shapes. */

export type Role = 'admin' | 'user';

export interface UserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  profileImageUrl: string | null;
}

export interface PieceDto {
  id: number;
  name: string;
  imageUrl: string | null;
  description: string | null;
}

export interface CollectionEntryDto {
  puzzlePieceId: number;
  collectedAt: string;
}

export interface ScoreDto {
  score: { totalPoints: number; completedAt: string | null };
  percentile: number | null;
}

export interface ProgressDto {
  collected: number;
  total: number;
  completedAt: string | null;
}

export interface ScanResultDto {
  piece: { id: number; name: string; imageUrl: string | null };
  triggeredQuestionnaires: ParticipantQuestionnaire[];
}

export interface SubmitResultDto {
  pointsEarned: number;
}

export interface LeaderboardEntryDto {
  userId: string;
  userName: string;
  email: string | null;
  profileImageUrl: string | null;
  rank: number;
  totalPoints: number;
  percentile: number;
  completedAt: string;
}

export interface LeaderboardDto {
  /** False while the active event's leaderboard is sealed for participants. */
  published: boolean;
  /** Names the top list's content (the same on every instance): live patches apply to it. */
  version: string;
  entries: LeaderboardEntryDto[];
  me: LeaderboardEntryDto | null;
  totalRanked: number;
}

export interface ApiErrorBody {
  message: string;
  code: string;
}

export const codeSchema = z
  .string()
  .trim()
  .min(1, 'code is required')
  .max(MAX_CODE_LENGTH, `code must be at most ${MAX_CODE_LENGTH} characters`)
  .transform((code) => code.toUpperCase());
