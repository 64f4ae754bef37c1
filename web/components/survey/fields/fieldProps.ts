import type { Answer, ParticipantQuestion } from '../../../../core/questions';

/** What every question-type component receives. */
export interface FieldProps {
  /** The id of the control (or of the first control in a group). */
  id: string;
  /** The id of the element holding the question text, for groups that have no single label. */
  labelId: string;
  question: ParticipantQuestion;
  value: Answer | undefined;
  onChange: (value: Answer) => void;
}

export function asText(value: Answer | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function asList(value: Answer | undefined): string[] {
  return Array.isArray(value) ? value : [];
}

/** Admin forms start choices empty; an empty choice cannot be picked, so it is not offered. */
export function offeredChoices(question: ParticipantQuestion): string[] {
  return question.choices.filter((choice) => choice.trim() !== '');
}
