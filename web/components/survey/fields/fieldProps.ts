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
  /** A required question left unanswered at a submit: the control (or group) says so (aria-invalid). */
  invalid: boolean;
  /** The ids of the elements that describe the control (or group). */
  describedBy: string | undefined;
}

/** The attributes that tell assistive technology a control's state and description. */
export function describedControl({ invalid, describedBy }: Pick<FieldProps, 'invalid' | 'describedBy'>) {
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
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
