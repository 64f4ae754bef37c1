import { allowsCaseSensitive, isChoiceType } from '../../../core/questions';
import { answerOptions, type QuestionForm } from './questionnaireForm';
import { ChoiceChecklist } from './ChoiceChecklist';
import { CheckboxField, SelectField, SwitchField, TextField } from '../shared/fields';
import { useI18n } from '../../hooks/useI18n';
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
  const i18n = useI18n();
  const options = answerOptions(question) ?? [];
  const correctAnswer = i18n._({ id: 'admin.questionnaires.correctAnswer', message: 'Correct answer' });
  const answer = question.correctAnswer;

  return (
    <div className={builder.grading}>
      <SwitchField id={`${id}-graded`} label={i18n._({ id: 'admin.questionnaires.graded', message: 'Graded' })} checked={question.isGraded} onChange={(isGraded) => onChange({ isGraded })} />
      {question.isGraded && (
        <>
          {question.type === 'checkbox' ? (
            <ChoiceChecklist
              id={`${id}-correct`}
              label={i18n._({ id: 'admin.questionnaires.correctAnswers', message: 'Correct answers' })}
              options={options}
              value={Array.isArray(answer) ? answer : []}
              onChange={(correctAnswer) => onChange({ correctAnswer })}
            />
          ) : isChoiceType(question.type) || question.type === 'rating' ? (
            <SelectField
              id={`${id}-correct`}
              label={correctAnswer}
              placeholder={
                options.length
                  ? i18n._({ id: 'admin.questionnaires.chooseCorrect', message: 'Select the correct answer' })
                  : i18n._({ id: 'admin.questionnaires.addChoicesFirstShort', message: 'Add choices first' })
              }
              value={typeof answer === 'string' && options.includes(answer) ? answer : ''}
              options={options.map((value) => ({ value, label: value }))}
              onChange={(correctAnswer) => onChange({ correctAnswer })}
            />
          ) : (
            <TextField
              id={`${id}-correct`}
              label={correctAnswer}
              type={question.type === 'number' ? 'number' : 'text'}
              value={typeof answer === 'string' ? answer : ''}
              onChange={(correctAnswer) => onChange({ correctAnswer })}
              data-testid="correct-answer-input"
            />
          )}
          <div className={forms.formGrid}>
            <TextField
              id={`${id}-points`}
              label={i18n._({ id: 'admin.questionnaires.points', message: 'Points' })}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={question.points}
              onChange={(points) => onChange({ points })}
            />
            <TextField
              id={`${id}-negative`}
              label={i18n._({ id: 'admin.questionnaires.negativePoints', message: 'Negative points' })}
              hint={i18n._({ id: 'admin.questionnaires.negativePointsHint', message: 'Taken off for a wrong answer' })}
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
              label={i18n._({ id: 'admin.questionnaires.caseSensitive', message: 'Case sensitive' })}
              checked={question.caseSensitive}
              onChange={(caseSensitive) => onChange({ caseSensitive })}
            />
          )}
        </>
      )}
    </div>
  );
}
