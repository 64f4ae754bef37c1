import { describe, expect, it } from 'vitest';
import { answersKeptAfterErasure, confirmsErasure, eraseAccountSchema } from './erasure';
import type { Question } from './questions';

const question = (type: Question['type'], choices: string[] = []) => ({ type, choices });

describe('confirmsErasure', () => {
  it('takes the e-mail in any letter case, with spaces around it', () => {
    expect(confirmsErasure('  Pat@Campus.EDU ', 'pat@campus.edu')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const typed of ['', 'pat', 'pat@campus.ed', 'pat@campus.edu.', 'p at@campus.edu']) expect(confirmsErasure(typed, 'pat@campus.edu')).toBe(false);
  });
});

describe('eraseAccountSchema', () => {
  it('needs the confirmation as one line of text', () => {
    expect(eraseAccountSchema.safeParse({}).success).toBe(false);
    expect(eraseAccountSchema.safeParse({ confirm: 42 }).success).toBe(false);
    expect(eraseAccountSchema.safeParse({ confirm: 'a\nb' }).success).toBe(false);
    expect(eraseAccountSchema.parse({ confirm: ' pat@campus.edu ' })).toEqual({ confirm: 'pat@campus.edu' });
  });
});

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
