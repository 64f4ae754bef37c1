import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';

interface DeclarationCheckboxProps {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One declaration: the title labels the checkbox, the text describes it. */
export function DeclarationCheckbox({ id, title, text, checked, onCheckedChange }: DeclarationCheckboxProps) {
  return (
    <div className="declaration">
      <Checkbox.Root
        id={id}
        className="checkbox"
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={`${id}-text`}
      >
        <Checkbox.Indicator>
          <Check size={16} aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <div>
        <label htmlFor={id} className="declaration-title">
          {title}
        </label>
        <p id={`${id}-text`} className="declaration-text muted">
          {text}
        </p>
      </div>
    </div>
  );
}
