import type { ParticipantQuestion, Question } from '../questions';

/** An optional, ungraded text question as stored, changed by `overrides`. */
export function makeQuestion(overrides: Partial<Question> = {}): Question {
  return {
    text: 'Question',
    question: 'Question',
    type: 'text',
    required: false,
    isGraded: false,
    points: 0,
    choices: [],
    showIf: null,
    imageUrl: null,
    correctAnswer: null,
    negativePoints: 0,
    caseSensitive: false,
    ...overrides,
  };
}

/** The same question as a participant receives it: no correct answer, no case rule. */
export function makeParticipantQuestion(overrides: Partial<ParticipantQuestion> = {}): ParticipantQuestion {
  const { correctAnswer: _correctAnswer, caseSensitive: _caseSensitive, ...question } = makeQuestion();
  return { ...question, ...overrides };
}
