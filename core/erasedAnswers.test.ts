import { describe, expect, it } from 'vitest';
import { answersKeptAfterErasure } from './erasedAnswers';
import type { Question } from './questions';

const question = (type: Question['type'], choices: string[] = []) => ({ type, choices });

describe('answersKeptAfterErasure', () => {
  const questions = [
    question('text'),
    question('radio', ['Yes', 'No']),
    question('checkbox', ['A', 'B', 'C']),
    question('email'),
    question('rating'),
    question('longtext'),
    question('dropdown', ['Red', 'Blue']),
    question('number'),
    question('phone'),
  ];

  it('keeps the answers picked from a list and ratings, and drops every typed answer', () => {
    const answers = { q0: 'My name is Pat', q1: 'Yes', q2: ['A', 'C'], q3: 'pat@campus.edu', q4: '4', q5: 'I live at 5 Elm St', q6: 'Blue', q7: '21', q8: '+44 7700 900000' };
    expect(answersKeptAfterErasure(questions, answers)).toEqual({ q1: 'Yes', q2: ['A', 'C'], q4: '4', q6: 'Blue' });
  });

  it('drops a choice that is no longer on the list, and answers to questions that are gone', () => {
    expect(answersKeptAfterErasure(questions, { q1: 'Maybe', q2: ['A', 'Z'], q4: '11', q20: 'Yes' })).toEqual({});
  });
});
