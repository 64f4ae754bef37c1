import type { ComponentType, Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import type { Answer, ParticipantQuestion, QuestionType } from '../../../core/questions';
import type { FieldProps } from './fields/fieldProps';
import { CheckboxQuestion } from './fields/CheckboxQuestion';
import { DropdownQuestion } from './fields/DropdownQuestion';
import { EmailQuestion, LongTextQuestion, NumberQuestion, PhoneQuestion, TextQuestion } from './fields/InputQuestions';
import { RadioQuestion } from './fields/RadioQuestion';
import { RatingQuestion } from './fields/RatingQuestion';
import { useI18n } from '../../hooks/useI18n';
import { stakesWords } from './pointsWords';

const FIELDS: Record<QuestionType, ComponentType<FieldProps>> = {
  text: TextQuestion,
  longtext: LongTextQuestion,
  number: NumberQuestion,
  phone: PhoneQuestion,
  email: EmailQuestion,
  radio: RadioQuestion,
  checkbox: CheckboxQuestion,
  dropdown: DropdownQuestion,
  rating: RatingQuestion,
};

/** Types with one control, which a <label> can point at; the others are labelled groups. */
const SINGLE_CONTROL: ReadonlySet<QuestionType> = new Set(['text', 'longtext', 'number', 'phone', 'email', 'dropdown']);

interface QuestionItemProps {
  /** Position in the questionnaire: names the answer and the controls. */
  index: number;
  /** Position among the visible questions: what the participant sees. */
  number: number;
  question: ParticipantQuestion;
  value: Answer | undefined;
  onChange: (value: Answer) => void;
  /** Required, left unanswered at a submit, and not answered since. */
  missing: boolean;
  /** The question's block: the dialog moves focus into it. */
  ref?: Ref<HTMLDivElement>;
}

export function QuestionItem({ index, number, question, value, onChange, missing, ref }: QuestionItemProps) {
  const i18n = useI18n();
  const Field = FIELDS[question.type];
  const id = `question-${index}`;
  const labelId = `${id}-label`;
  const stakesId = `${id}-stakes`;
  const missingId = `${id}-missing`;
  const describedBy = [question.isGraded ? stakesId : null, missing ? missingId : null].filter(Boolean).join(' ') || undefined;
  const heading = (
    <>
      <span className="question-number">{number}.</span> {question.text}
      {question.required && (
        <span className="required" aria-hidden>
          {' '}*
        </span>
      )}
    </>
  );

  return (
    <div ref={ref} className="question" data-testid="survey-question">
      <div className="question-head">
        {SINGLE_CONTROL.has(question.type) ? (
          <label id={labelId} htmlFor={id} className="question-text">
            {heading}
          </label>
        ) : (
          <span id={labelId} className="question-text">
            {heading}
          </span>
        )}
        {question.isGraded && <span className="badge badge-accent">{i18n._({ id: 'survey.question.graded', message: 'Graded' })}</span>}
      </div>
      {question.isGraded && (
        <p id={stakesId} className="question-stakes">
          {stakesWords(question)}
        </p>
      )}
      {question.imageUrl && (
        <img
          className="question-image"
          src={question.imageUrl}
          alt={i18n._({ id: 'survey.question.image', message: 'Reference for question {number}', values: { number } })}
          onError={() => console.warn('Question image failed to load', question.imageUrl)}
        />
      )}
      <Field id={id} labelId={labelId} question={question} value={value} onChange={onChange} invalid={missing} describedBy={describedBy} />
      {missing && (
        <p id={missingId} className="question-missing">
          <CircleAlert size={16} aria-hidden /> {i18n._({ id: 'survey.question.missing', message: 'This question needs an answer.' })}
        </p>
      )}
    </div>
  );
}
