import { describe, expect, it } from 'vitest';
import type { ParticipantQuestion } from '../../../core/questions';
import { responsesToSend } from './surveyResponses';

function question(overrides: Partial<ParticipantQuestion> = {}): ParticipantQuestion {
  return {
    text: 'Q',
    question: 'Q',
    type: 'text',
    required: false,
    isGraded: false,
    points: 0,
    choices: [],
    showIf: null,
    imageUrl: null,
    ...overrides,
  };
}

describe('responsesToSend', () => {
  const questions = [
    question({ type: 'radio', choices: ['Yes', 'No'] }),
    question({ showIf: { questionIndex: 0, expectedAnswer: 'Yes' } }),
    question({ type: 'checkbox', choices: ['A', 'B'] }),
    question({ type: 'rating' }),
  ];

  it('keeps answered visible questions, keyed q0, q1, …', () => {
    expect(responsesToSend(questions, { q0: 'Yes', q1: 'Because', q2: ['A'], q3: '4' })).toEqual({
      q0: 'Yes',
      q1: 'Because',
      q2: ['A'],
      q3: '4',
    });
  });

  it('drops answers to hidden questions and blank answers', () => {
    expect(responsesToSend(questions, { q0: 'No', q1: 'Stale answer', q2: [], q3: '  ' })).toEqual({ q0: 'No' });
  });
});
