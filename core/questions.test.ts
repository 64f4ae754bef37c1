import { describe, it, expect } from 'vitest';
import {
  QUESTION_TYPES,
  RATING_VALUES,
  allowsCaseSensitive,
  answerKey,
  isChoiceType,
} from './questions';
import { answerSchema, showIfSchema } from './questionnaireSchema';

describe('question types', () => {
  it('are the nine question types', () => {
    expect([...QUESTION_TYPES].sort()).toEqual(
      ['checkbox', 'dropdown', 'email', 'longtext', 'number', 'phone', 'radio', 'rating', 'text'],
    );
  });

  it('count radio, checkbox and dropdown as choice types, and nothing else', () => {
    expect(QUESTION_TYPES.filter(isChoiceType)).toEqual(['radio', 'checkbox', 'dropdown']);
  });

  it('allow caseSensitive only for types that are neither choice nor rating', () => {
    expect(QUESTION_TYPES.filter(allowsCaseSensitive)).toEqual(['text', 'longtext', 'number', 'phone', 'email']);
  });
});

describe('RATING_VALUES', () => {
  it("are the strings '1' to '5'", () => {
    expect(RATING_VALUES).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('answerKey', () => {
  it("is 'q' followed by the question index", () => {
    expect(answerKey(0)).toBe('q0');
    expect(answerKey(12)).toBe('q12');
  });
});

describe('answerSchema', () => {
  it('accepts a string or a list of strings', () => {
    expect(answerSchema.safeParse('hello').success).toBe(true);
    expect(answerSchema.safeParse(['a', 'b']).success).toBe(true);
    expect(answerSchema.safeParse([]).success).toBe(true);
  });

  it('rejects numbers, objects and lists of non-strings', () => {
    expect(answerSchema.safeParse(3).success).toBe(false);
    expect(answerSchema.safeParse({ a: 1 }).success).toBe(false);
    expect(answerSchema.safeParse([1]).success).toBe(false);
  });

  it('limits a text answer to 5000 characters', () => {
    expect(answerSchema.safeParse('x'.repeat(5000)).success).toBe(true);
    expect(answerSchema.safeParse('x'.repeat(5001)).success).toBe(false);
  });

  it('limits a list answer to 100 choices of 1000 characters', () => {
    expect(answerSchema.safeParse(Array.from({ length: 100 }, () => 'a')).success).toBe(true);
    expect(answerSchema.safeParse(Array.from({ length: 101 }, () => 'a')).success).toBe(false);
    expect(answerSchema.safeParse(['x'.repeat(1001)]).success).toBe(false);
  });
});

describe('showIfSchema', () => {
  it('accepts a non-negative integer index with a string or list expectation', () => {
    expect(showIfSchema.safeParse({ questionIndex: 0, expectedAnswer: 'Yes' }).success).toBe(true);
    expect(showIfSchema.safeParse({ questionIndex: 3, expectedAnswer: ['a', 'b'] }).success).toBe(true);
  });

  it('rejects negative or fractional indexes and a missing expectation', () => {
    expect(showIfSchema.safeParse({ questionIndex: -1, expectedAnswer: 'Yes' }).success).toBe(false);
    expect(showIfSchema.safeParse({ questionIndex: 1.5, expectedAnswer: 'Yes' }).success).toBe(false);
    expect(showIfSchema.safeParse({ questionIndex: 0 }).success).toBe(false);
  });
});
