import { answerOptions, showIfSources, type QuestionForm } from './questionnaireForm';
import { ChoiceChecklist } from './ChoiceChecklist';
import { SelectField, SwitchField, TextField } from '../shared/fields';
import { useI18n } from '../../hooks/useI18n';
import builder from './questionnaires.module.css';

interface ShowIfEditorProps {
  id: string;
  index: number;
  questions: readonly QuestionForm[];
  onChange: (showIf: QuestionForm['showIf']) => void;
}

/** 'Show only if': an earlier, ungraded question and the answer it must have (question 2 onwards). */
export function ShowIfEditor({ id, index, questions, onChange }: ShowIfEditorProps) {
  const i18n = useI18n();
  const condition = questions[index]?.showIf ?? null;
  const sources = showIfSources(questions, index);
  const source = condition ? questions[condition.questionIndex] : undefined;
  const options = source ? answerOptions(source) : null;
  const expected = condition?.expectedAnswer ?? '';
  const label = (i: number) =>
    i18n._({
      id: 'admin.questionnaires.sourceLabel',
      message: 'Question {number}: {text}',
      values: { number: i + 1, text: questions[i]?.text.trim() || i18n._({ id: 'admin.questionnaires.noText', message: '(no text yet)' }) },
    });
  const expectedAnswer = i18n._({ id: 'admin.questionnaires.expected', message: 'Expected answer' });

  return (
    <div className={builder.showIf}>
      <SwitchField
        id={`${id}-conditional`}
        label={i18n._({ id: 'admin.questionnaires.showIf', message: 'Show only if an earlier answer matches' })}
        checked={condition !== null}
        disabled={condition === null && sources.length === 0}
        onChange={(on) => onChange(on && sources[0] !== undefined ? { questionIndex: sources[0], expectedAnswer: '' } : null)}
      />
      {condition === null && sources.length === 0 && <p className="muted small">{i18n._({ id: 'admin.questionnaires.showIfNeeds', message: 'Needs an earlier question that is not graded.' })}</p>}
      {condition && (
        <>
          <SelectField
            id={`${id}-source`}
            label={i18n._({ id: 'admin.questionnaires.earlierQuestion', message: 'Earlier question' })}
            value={String(condition.questionIndex)}
            options={sources.map((i) => ({ value: String(i), label: label(i) }))}
            onChange={(value) => onChange({ questionIndex: Number(value), expectedAnswer: '' })}
          />
          {source && options && (source.type === 'checkbox' || Array.isArray(expected)) ? (
            <ChoiceChecklist
              id={`${id}-expected`}
              label={i18n._({ id: 'admin.questionnaires.expectedAnyOf', message: 'Expected answer (any of)' })}
              options={options}
              value={Array.isArray(expected) ? expected : expected ? [expected] : []}
              onChange={(list) => onChange({ ...condition, expectedAnswer: list })}
            />
          ) : options ? (
            <SelectField
              id={`${id}-expected`}
              label={expectedAnswer}
              value={typeof expected === 'string' ? expected : ''}
              options={options.map((value) => ({ value, label: value }))}
              onChange={(value) => onChange({ ...condition, expectedAnswer: value })}
            />
          ) : (
            <TextField
              id={`${id}-expected`}
              label={expectedAnswer}
              value={typeof expected === 'string' ? expected : ''}
              onChange={(value) => onChange({ ...condition, expectedAnswer: value })}
            />
          )}
        </>
      )}
    </div>
  );
}
