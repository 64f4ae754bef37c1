import { CheckboxField } from '../shared/fields';
import { useI18n } from '../../hooks/useI18n';
import forms from '../shared/forms.module.css';

interface ChoiceChecklistProps {
  id: string;
  /** The group's visible name. */
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Several of a question's options (a checkbox question's correct answers, or a condition's accepted answers). */
export function ChoiceChecklist({ id, label, options, value, onChange }: ChoiceChecklistProps) {
  const i18n = useI18n();
  function toggle(option: string, checked: boolean) {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.filter((o) => next.has(o)));
  }

  return (
    <fieldset className={`${forms.formField} ${forms.checklist}`}>
      <legend className={forms.fieldLabel}>{label}</legend>
      {options.length === 0 ? (
        <p className="muted small">{i18n._({ id: 'admin.questionnaires.addChoicesFirst', message: 'Add choices first.' })}</p>
      ) : (
        options.map((option, index) => (
          <CheckboxField
            key={option}
            id={`${id}-${index}`}
            label={option}
            checked={value.includes(option)}
            onChange={(checked) => toggle(option, checked)}
          />
        ))
      )}
    </fieldset>
  );
}
