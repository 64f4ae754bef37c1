import type { z } from 'zod';
import { API } from '../apiPaths';
import type {
  CollectionEntryDto,
  eraseAccountSchema,
  LeaderboardDto,
  PieceDto,
  ScanResultDto,
  scanRequestSchema,
  ScoreDto,
  SubmitResultDto,
  surveySubmitRequestSchema,
  UserDto,
} from '../contracts';
import type { HintRevealDto } from '../hints';
import type { HuntState } from '../huntState';
import type { ParticipantQuestionnaire } from '../questions';
import { call, read, type ApiTransport } from './transport';

/** The participant's calls, on core's paths, with core's request and answer shapes. */
export function participantApi(transport: ApiTransport) {
  return {
    /** Who is signed in; the API answers 401 when nobody is. */
    user: () => read<UserDto>(transport, API.user),
    puzzles: () => read<PieceDto[]>(transport, API.puzzles),
    collection: () => read<CollectionEntryDto[]>(transport, API.collection),
    score: () => read<ScoreDto>(transport, API.score),
    leaderboard: () => read<LeaderboardDto>(transport, API.leaderboard),
    hunt: () => read<HuntState>(transport, API.hunt),
    scan: (scan: z.input<typeof scanRequestSchema>, signal?: AbortSignal) =>
      call<ScanResultDto>(transport, { method: 'POST', path: API.scan, body: scan, signal }),
    /** Reveals a piece's hint (index from 0); its cost comes off the points once. */
    revealHint: (pieceId: number, index: number) => call<HintRevealDto>(transport, { method: 'POST', path: API.hint(pieceId, index) }),
    pendingQuestionnaires: () => read<ParticipantQuestionnaire[]>(transport, API.pendingQuestionnaires),
    submitSurvey: (submission: z.input<typeof surveySubmitRequestSchema>) =>
      call<SubmitResultDto>(transport, { method: 'POST', path: API.surveySubmit, body: submission }),
    /** Records that the caller accepted the three declarations; answers who they now are. */
    acceptDeclarations: () => call<UserDto>(transport, { method: 'POST', path: API.declarations }),
    /** Erases the caller's account once they have typed their e-mail (core/erasure.ts). */
    eraseAccount: (erasure: z.input<typeof eraseAccountSchema>) => call<null>(transport, { method: 'DELETE', path: API.account, body: erasure }),
  };
}

export type ParticipantApi = ReturnType<typeof participantApi>;
