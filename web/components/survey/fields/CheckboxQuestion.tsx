import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { asList, describedControl, offeredChoices, type FieldProps } from './fieldProps';

/** Several choices; the answer is the list of ticked ones, in the order they are offered. */
export function CheckboxQuestion({ id, labelId, question, value, onChange, ...described }: FieldProps) {
  const selected = asList(value);
  const choices = offeredChoices(question);

  function toggle(choice: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(choice);
    else next.delete(choice);
    onChange(choices.filter((c) => next.has(c)));
  }

  return (
    <div className="choice-list" role="group" aria-labelledby={labelId} {...describedControl(described)}>
      {choices.map((choice, index) => (
        <div key={`${index}-${choice}`} className="choice">
          <Checkbox.Root
            id={`${id}-${index}`}
            className="checkbox"
            checked={selected.includes(choice)}
            onCheckedChange={(checked) => toggle(choice, checked === true)}
          >
            <Checkbox.Indicator>
              <Check size={16} aria-hidden />
            </Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor={`${id}-${index}`}>{choice}</label>
        </div>
      ))}
    </div>
  );
}
