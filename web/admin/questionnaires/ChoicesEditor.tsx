import { Plus, X } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import { addChoice, removeChoice, renameChoice, type QuestionForm } from './questionnaireForm';
import { IconButton } from '../shared/IconButton';
import builder from './questionnaires.module.css';
import controls from '../shared/controls.module.css';
import forms from '../shared/forms.module.css';

interface ChoicesEditorProps {
  id: string;
  question: QuestionForm;
  onChange: (question: QuestionForm) => void;
}

/** The options of a radio, checkbox or dropdown question; at least one stays. */
export function ChoicesEditor({ id, question, onChange }: ChoicesEditorProps) {
  const i18n = useI18n();
  const choiceLabel = (index: number) => i18n._({ id: 'admin.questionnaires.choice', message: 'Choice {number}', values: { number: index + 1 } });
  return (
    <fieldset className={`${forms.formField} ${builder.choicesEditor}`}>
      <legend className={forms.fieldLabel}>{i18n._({ id: 'admin.questionnaires.choices', message: 'Choices' })}</legend>
      {question.choices.map((choice, index) => (
        <div key={index} className={forms.inputRow}>
          <label htmlFor={`${id}-${index}`} className="sr-only">
            {choiceLabel(index)}
          </label>
          <input
            id={`${id}-${index}`}
            className="input"
            value={choice}
            maxLength={500}
            placeholder={choiceLabel(index)}
            onChange={(event) => onChange(renameChoice(question, index, event.target.value))}
            data-testid="choice-input"
          />
          <IconButton
            label={i18n._({ id: 'admin.questionnaires.removeChoice', message: 'Remove choice {number}', values: { number: index + 1 } })}
            disabled={question.choices.length <= 1} onClick={() => onChange(removeChoice(question, index))}>
            <X size={16} aria-hidden />
          </IconButton>
        </div>
      ))}
      <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => onChange(addChoice(question))}>
        <Plus size={16} aria-hidden />
        {i18n._({ id: 'admin.questionnaires.addChoice', message: 'Add choice' })}
      </button>
    </fieldset>
  );
}
