import { Plus, Trash2 } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import { HINT_COST_MAX, HINT_TEXT_MAX_LENGTH, MAX_HINTS } from '../../../core/hints';
import { errorProps, FieldError } from '../shared/fields';
import controls from '../shared/controls.module.css';
import forms from '../shared/forms.module.css';
import type { HintForm, PieceFormProblems } from './pieces';

interface HintsFieldProps {
  hints: HintForm[];
  onChange: (hints: HintForm[]) => void;
  problems: PieceFormProblems;
}

/** Up to three hints, each a text and the points it costs, revealed by students in this order. */
export function HintsField({ hints, onChange, problems }: HintsFieldProps) {
  const i18n = useI18n();
  const change = (index: number, patch: Partial<HintForm>) => onChange(hints.map((hint, at) => (at === index ? { ...hint, ...patch } : hint)));
  return (
    <fieldset className={forms.formField} data-testid="hints-field">
      <legend className={forms.fieldLabel}>{i18n._({ id: 'admin.pieces.hints', message: 'Hints' })}</legend>
      <p className="muted small">{i18n._({ id: 'admin.pieces.hintsLead', message: "Students reveal them in order; each one's cost comes off their points." })}</p>
      {hints.map((hint, index) => {
        const textId = `piece-hint-${index}-text`;
        const costId = `piece-hint-${index}-cost`;
        const textError = problems[`hint${index}Text`];
        const costError = problems[`hint${index}Cost`];
        return (
          <div key={index} className={forms.hintRow} data-testid="hint-editor-row">
            <label htmlFor={textId}>{i18n._({ id: 'admin.pieces.field.hint', message: 'Hint {number}', values: { number: index + 1 } })}</label>
            <textarea
              id={textId}
              className="input textarea"
              rows={2}
              maxLength={HINT_TEXT_MAX_LENGTH}
              value={hint.text}
              onChange={(event) => change(index, { text: event.target.value })}
              {...errorProps(textId, textError)}
            />
            <FieldError id={textId} message={textError} />
            <label htmlFor={costId}>{i18n._({ id: 'admin.pieces.hintCost', message: 'Cost (points)' })}</label>
            <input
              id={costId}
              className="input"
              type="number"
              inputMode="numeric"
              min={0}
              max={HINT_COST_MAX}
              step={1}
              value={hint.cost}
              onChange={(event) => change(index, { cost: event.target.value })}
              {...errorProps(costId, costError)}
            />
            <FieldError id={costId} message={costError} />
            <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => onChange(hints.filter((_, at) => at !== index))}>
              <Trash2 size={14} aria-hidden />
              {i18n._({ id: 'admin.pieces.removeHint', message: 'Remove hint {number}', values: { number: index + 1 } })}
            </button>
          </div>
        );
      })}
      {hints.length < MAX_HINTS && (
        <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => onChange([...hints, { text: '', cost: '0' }])} data-testid="add-hint">
          <Plus size={14} aria-hidden />
          {i18n._({ id: 'admin.pieces.addHint', message: 'Add a hint' })}
        </button>
      )}
    </fieldset>
  );
}
