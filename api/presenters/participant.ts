import type { CollectionEntryDto, PieceDto, ScanResultDto, SubmitResultDto, UserDto } from '../../core/contracts';
import { parseStoredQuestions } from '../../core/questionnaireSchema';
import type { ParticipantQuestionnaire } from '../../core/questions';
import type { CollectionEntryRow, PuzzlePieceRow, QuestionnaireRow, UserRow } from '../../db/rows';
import type { ScanCollected } from '../services/recordScan';

/** Participant-facing shapes: explicit field lists, so nothing admin-only leaks by accident. */

/** Who an account is: what its owner and the organisers both see. */
export function presentAccount(row: UserRow): Omit<UserDto, 'declarationsAccepted' | 'firstSignIn'> {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    profileImageUrl: row.profile_image_url,
  };
}

/** The signed-in person's own account (GET /api/auth/user); `firstSignIn` is the session's to say. */
export function presentUser(row: UserRow, firstSignIn: boolean): UserDto {
  return { ...presentAccount(row), declarationsAccepted: row.declarations_accepted_at !== null, firstSignIn };
}

/** A piece the participant does not hold is only a numbered place: nothing about it leaks. */
export function presentPiece(row: PuzzlePieceRow, index: number, held: ReadonlySet<number>): PieceDto {
  const position = index + 1;
  if (!held.has(row.id)) return { id: row.id, position, collected: false };
  return { id: row.id, position, collected: true, name: row.name, imageUrl: row.image_url, description: row.description };
}

export function presentCollectionEntry(row: CollectionEntryRow): CollectionEntryDto {
  return { puzzlePieceId: row.puzzle_piece_id, collectedAt: row.collected_at.toISOString() };
}

/** Questions without correctAnswer, negativePoints or caseSensitive: grading stays on the server. */
export function presentQuestionnaireForParticipant(
  row: Pick<QuestionnaireRow, 'id' | 'title' | 'description' | 'trigger_count' | 'questions'>,
): ParticipantQuestionnaire {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    triggerCount: row.trigger_count,
    questions: parseStoredQuestions(row.questions).map((q) => ({
      text: q.text,
      type: q.type,
      required: q.required,
      isGraded: q.isGraded,
      points: q.points,
      choices: q.choices,
      showIf: q.showIf,
      imageUrl: q.imageUrl,
    })),
  };
}

/** POST /api/scan's answer: the piece, and the questionnaires now due without their answers. */
export function presentScanResult({ piece, questionnaires }: ScanCollected): ScanResultDto {
  return { piece, triggeredQuestionnaires: questionnaires.map(presentQuestionnaireForParticipant) };
}

/** POST /api/survey/submit's answer: the points the submission earned. */
export function presentSubmitResult(pointsEarned: number): SubmitResultDto {
  return { pointsEarned };
}
