import type { CollectionEntryDto, PieceDto, ScanResultDto, SubmitResultDto, UserDto } from '../../core/contracts';
import { parseStoredHints, revealKey } from '../../core/hints';
import { parseStoredQuestions } from '../../core/questionnaireSchema';
import type { ParticipantQuestionnaire } from '../../core/questions';
import type { CollectionEntryRow, PuzzlePieceRow, QuestionnaireRow, UserRow } from '../../db/rows';
import type { ScanCollected } from '../services/recordScan';
import type { SurveyOutcome } from '../services/submitSurvey';

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
/**
 * A piece as its student sees it: the clue and each hint's cost always, a hint's text once they
 * revealed it, and the piece itself once they hold it.
 */
export function presentPiece(row: PuzzlePieceRow, index: number, held: ReadonlySet<number>, revealed: ReadonlySet<string>): PieceDto {
  const clues = {
    position: index + 1,
    clue: row.clue,
    clueImageUrl: row.clue_image_url,
    hints: parseStoredHints(row.hints).map((hint, at) => ({ index: at, cost: hint.cost, text: revealed.has(revealKey(row.id, at)) ? hint.text : null })),
  };
  if (!held.has(row.id)) return { id: row.id, collected: false, ...clues };
  return { id: row.id, collected: true, name: row.name, imageUrl: row.image_url, description: row.description, ...clues };
}

export function presentCollectionEntry(row: CollectionEntryRow): CollectionEntryDto {
  return { puzzlePieceId: row.puzzle_piece_id, collectedAt: row.collected_at.toISOString() };
}

/** Questions without correctAnswer or caseSensitive: grading stays on the server. */
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
      negativePoints: q.negativePoints,
      choices: q.choices,
      showIf: q.showIf,
      imageUrl: q.imageUrl,
    })),
  };
}

/** POST /api/scan's answer: the piece, whether it finished the hunt, and the questionnaires now due without their answers. */
export function presentScanResult({ piece, completed, questionnaires }: ScanCollected): ScanResultDto {
  return { piece, completed, triggeredQuestionnaires: questionnaires.map(presentQuestionnaireForParticipant) };
}

/** POST /api/survey/submit's answer: the points, and right or wrong per graded question (never what was right). */
export function presentSubmitResult({ pointsEarned, results }: SurveyOutcome): SubmitResultDto {
  return {
    pointsEarned,
    results: results.map((result) =>
      result.answered
        ? { questionIndex: result.questionIndex, answered: true, correct: result.correct, points: result.points }
        : { questionIndex: result.questionIndex, answered: false, correct: null, points: 0 },
    ),
  };
}
