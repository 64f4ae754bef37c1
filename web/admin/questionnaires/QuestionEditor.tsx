import type { MessageDescriptor } from '@lingui/core';
import { Trash } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import { QUESTION_TYPES, isChoiceType, type QuestionType } from '../../../core/questions';
import { changeType, type QuestionForm } from './questionnaireForm';
import { ChoicesEditor } from './ChoicesEditor';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import { GradingFields } from './GradingFields';
import { IconButton } from '../shared/IconButton';
import { ShowIfEditor } from './ShowIfEditor';
import builder from './questionnaires.module.css';
import forms from '../shared/forms.module.css';

const TYPE_LABELS: Record<QuestionType, MessageDescriptor> = {
  text: /*i18n*/ { id: 'admin.questionnaires.type.text', message: 'Short text' },
  longtext: /*i18n*/ { id: 'admin.questionnaires.type.longtext', message: 'Long text' },
  number: /*i18n*/ { id: 'admin.questionnaires.type.number', message: 'Number' },
  phone: /*i18n*/ { id: 'admin.questionnaires.type.phone', message: 'Phone' },
  email: /*i18n*/ { id: 'admin.questionnaires.type.email', message: 'Email' },
  radio: /*i18n*/ { id: 'admin.questionnaires.type.radio', message: 'Single choice (radio)' },
  checkbox: /*i18n*/ { id: 'admin.questionnaires.type.checkbox', message: 'Multiple choice (checkbox)' },
  dropdown: /*i18n*/ { id: 'admin.questionnaires.type.dropdown', message: 'Dropdown' },
  rating: /*i18n*/ { id: 'admin.questionnaires.type.rating', message: 'Rating (1-5)' },
};

interface QuestionEditorProps {
  index: number;
  questions: readonly QuestionForm[];
  onChange: (question: QuestionForm) => void;
  onRemove: () => void;
}

/** One question of the builder. */
export function QuestionEditor({ index, questions, onChange, onRemove }: QuestionEditorProps) {
  const i18n = useI18n();
  const question = questions[index];
  if (!question) return null;
  const id = `q${question.key}`;
  const patch = (changes: Partial<QuestionForm>) => onChange({ ...question, ...changes });

  return (
    <fieldset className={builder.questionCard} data-testid="question-editor">
      <legend className={builder.questionCardTitle}>{i18n._({ id: 'admin.questionnaires.questionNumber', message: 'Question {number}', values: { number: index + 1 } })}</legend>
      <IconButton
        label={i18n._({ id: 'admin.questionnaires.removeQuestion', message: 'Remove question {number}', values: { number: index + 1 } })}
        danger className={builder.questionRemove} disabled={questions.length <= 1} onClick={onRemove}>
        <Trash size={16} aria-hidden />
      </IconButton>
      <TextField
        id={`${id}-text`}
        label={i18n._({ id: 'admin.questionnaires.questionText', message: 'Question text' })}
        required value={question.text} onChange={(text) => patch({ text })} data-testid="question-text-input" />
      <div className={forms.formGrid}>
        <SelectField
          id={`${id}-type`}
          label={i18n._({ id: 'admin.questionnaires.type', message: 'Type' })}
          value={question.type}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: i18n._(TYPE_LABELS[type]) }))} onChange={(type) => onChange(changeType(question, type as QuestionType))} />
        <div className={`${forms.formField} ${forms.toggleCell}`}>
          <CheckboxField id={`${id}-required`} label={i18n._({ id: 'admin.questionnaires.required', message: 'Required' })} checked={question.required} onChange={(required) => patch({ required })} />
        </div>
      </div>
      {isChoiceType(question.type) && <ChoicesEditor id={`${id}-choice`} question={question} onChange={onChange} />}
      <GradingFields id={id} question={question} onChange={patch} />
      {index > 0 && <ShowIfEditor id={id} index={index} questions={questions} onChange={(showIf) => patch({ showIf })} />}
      <TextField
        id={`${id}-image`}
        label={i18n._({ id: 'admin.questionnaires.imageUrl', message: 'Reference image URL (optional)' })}
        type="url"
        inputMode="url"
        placeholder={i18n._({ id: 'admin.questionnaires.imageUrlExample', message: 'https://example.com/clue.png' })}
        value={question.imageUrl}
        onChange={(imageUrl) => patch({ imageUrl })}
      />
    </fieldset>
  );
}
