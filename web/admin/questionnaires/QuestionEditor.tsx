import { Trash } from 'lucide-react';
import { QUESTION_TYPES, isChoiceType, type QuestionType } from '../../../core/questions';
import { changeType, type QuestionForm } from './questionnaireForm';
import { ChoicesEditor } from './ChoicesEditor';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import { GradingFields } from './GradingFields';
import { IconButton } from '../shared/IconButton';
import { ShowIfEditor } from './ShowIfEditor';
import builder from './questionnaires.module.css';
import forms from '../shared/forms.module.css';

const TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Short text',
  longtext: 'Long text',
  number: 'Number',
  phone: 'Phone',
  email: 'Email',
  radio: 'Single choice (radio)',
  checkbox: 'Multiple choice (checkbox)',
  dropdown: 'Dropdown',
  rating: 'Rating (1-5)',
};

const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

interface QuestionEditorProps {
  index: number;
  questions: readonly QuestionForm[];
  onChange: (question: QuestionForm) => void;
  onRemove: () => void;
}

/** One question of the builder. */
export function QuestionEditor({ index, questions, onChange, onRemove }: QuestionEditorProps) {
  const question = questions[index];
  if (!question) return null;
  const id = `q${question.key}`;
  const patch = (changes: Partial<QuestionForm>) => onChange({ ...question, ...changes });

  return (
    <fieldset className={builder.questionCard} data-testid="question-editor">
      <legend className={builder.questionCardTitle}>Question {index + 1}</legend>
      <IconButton label={`Remove question ${index + 1}`} danger className={builder.questionRemove} disabled={questions.length <= 1} onClick={onRemove}>
        <Trash size={16} aria-hidden />
      </IconButton>
      <TextField id={`${id}-text`} label="Question text" required value={question.text} onChange={(text) => patch({ text })} data-testid="question-text-input" />
      <div className={forms.formGrid}>
        <SelectField id={`${id}-type`} label="Type" value={question.type} options={TYPE_OPTIONS} onChange={(type) => onChange(changeType(question, type as QuestionType))} />
        <div className={`${forms.formField} ${forms.toggleCell}`}>
          <CheckboxField id={`${id}-required`} label="Required" checked={question.required} onChange={(required) => patch({ required })} />
        </div>
      </div>
      {isChoiceType(question.type) && <ChoicesEditor id={`${id}-choice`} question={question} onChange={onChange} />}
      <GradingFields id={id} question={question} onChange={patch} />
      {index > 0 && <ShowIfEditor id={id} index={index} questions={questions} onChange={(showIf) => patch({ showIf })} />}
      <TextField
        id={`${id}-image`}
        label="Reference image URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.com/clue.png"
        value={question.imageUrl}
        onChange={(imageUrl) => patch({ imageUrl })}
      />
    </fieldset>
  );
}
