import { Plus, X } from 'lucide-react';
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
  return (
    <fieldset className={`${forms.formField} ${builder.choicesEditor}`}>
      <legend className={forms.fieldLabel}>Choices</legend>
      {question.choices.map((choice, index) => (
        <div key={index} className={forms.inputRow}>
          <label htmlFor={`${id}-${index}`} className="sr-only">
            Choice {index + 1}
          </label>
          <input
            id={`${id}-${index}`}
            className="input"
            value={choice}
            maxLength={500}
            placeholder={`Choice ${index + 1}`}
            onChange={(event) => onChange(renameChoice(question, index, event.target.value))}
            data-testid="choice-input"
          />
          <IconButton label={`Remove choice ${index + 1}`} disabled={question.choices.length <= 1} onClick={() => onChange(removeChoice(question, index))}>
            <X size={16} aria-hidden />
          </IconButton>
        </div>
      ))}
      <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => onChange(addChoice(question))}>
        <Plus size={16} aria-hidden />
        Add choice
      </button>
    </fieldset>
  );
}
