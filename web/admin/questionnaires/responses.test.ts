import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { answerRows, responsesCountText } from './responses';

beforeAll(() => activateLanguage('en', ['admin']));

const questions = [{ text: 'Colour?' }, { text: 'Fruits?' }, { text: 'Why?' }];

describe('answerRows', () => {
  it('pairs each answered question with its answer, lists joined', () => {
    expect(answerRows(questions, { q1: ['Apple', 'Pear'], q0: 'Blue' })).toEqual([
      { key: 'q0', question: 'Colour?', answer: 'Blue' },
      { key: 'q1', question: 'Fruits?', answer: 'Apple, Pear' },
    ]);
  });

  it('keeps answers to questions that no longer exist', () => {
    expect(answerRows(questions, { q10: 'x', q3: 'y' })).toEqual([
      { key: 'q3', question: 'Question 4', answer: 'y' },
      { key: 'q10', question: 'Question 11', answer: 'x' },
    ]);
  });
});

it('counts responses', () => {
  expect(responsesCountText(0)).toBe('No responses yet');
  expect(responsesCountText(1)).toBe('1 response received');
  expect(responsesCountText(12)).toBe('12 responses received');
});
