import { allowsCaseSensitive, isChoiceType } from '../../../core/questions';
import { answerOptions, type QuestionForm } from './questionnaireForm';
import { ChoiceChecklist } from './ChoiceChecklist';
import { CheckboxField, SelectField, SwitchField, TextField } from '../shared/fields';
import builder from './questionnaires.module.css';
import forms from '../shared/forms.module.css';

interface GradingFieldsProps {
  id: string;
  question: QuestionForm;
  onChange: (patch: Partial<QuestionForm>) => void;
}

/**
 * The 'Graded' switch and, when on: the correct answer (text; one choice; several choices for
 * checkbox; 1-5 for rating), points and negative points (at least 0), and case sensitivity for
 * graded text-like questions only.
 */
export function GradingFields({ id, question, onChange }: GradingFieldsProps) {
  const options = answerOptions(question) ?? [];
  const answer = question.correctAnswer;

  return (
    <div className={builder.grading}>
      <SwitchField id={`${id}-graded`} label="Graded" checked={question.isGraded} onChange={(isGraded) => onChange({ isGraded })} />
      {question.isGraded && (
        <>
          {question.type === 'checkbox' ? (
            <ChoiceChecklist
              id={`${id}-correct`}
              label="Correct answers"
              options={options}
              value={Array.isArray(answer) ? answer : []}
              onChange={(correctAnswer) => onChange({ correctAnswer })}
            />
          ) : isChoiceType(question.type) || question.type === 'rating' ? (
            <SelectField
              id={`${id}-correct`}
              label="Correct answer"
              placeholder={options.length ? 'Select the correct answer' : 'Add choices first'}
              value={typeof answer === 'string' && options.includes(answer) ? answer : ''}
              options={options.map((value) => ({ value, label: value }))}
              onChange={(correctAnswer) => onChange({ correctAnswer })}
            />
          ) : (
            <TextField
              id={`${id}-correct`}
              label="Correct answer"
              type={question.type === 'number' ? 'number' : 'text'}
              value={typeof answer === 'string' ? answer : ''}
              onChange={(correctAnswer) => onChange({ correctAnswer })}
              data-testid="correct-answer-input"
            />
          )}
          <div className={forms.formGrid}>
            <TextField
              id={`${id}-points`}
              label="Points"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={question.points}
              onChange={(points) => onChange({ points })}
            />
            <TextField
              id={`${id}-negative`}
              label="Negative points"
              hint="Taken off for a wrong answer"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={question.negativePoints}
              onChange={(negativePoints) => onChange({ negativePoints })}
            />
          </div>
          {allowsCaseSensitive(question.type) && (
            <CheckboxField
              id={`${id}-case`}
              label="Case sensitive"
              checked={question.caseSensitive}
              onChange={(caseSensitive) => onChange({ caseSensitive })}
            />
          )}
        </>
      )}
    </div>
  );
}
