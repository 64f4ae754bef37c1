import { useEffect, useRef, type ReactNode } from 'react';
import { Check } from 'lucide-react';

interface DeclarationCheckboxProps {
  id: string;
  title: string;
  text: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * One declaration: the title labels the checkbox, the text describes it. The checkbox is the
 * browser's own, drawn like the app's Radix ones: the landing loads no Radix, and a native
 * checkbox works in the prerendered page before its script has run.
 */
export function DeclarationCheckbox({ id, title, text, checked, onCheckedChange }: DeclarationCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // A box ticked in the prerendered page before its script ran stays ticked: React would
  // otherwise put the box back to the state it starts with.
  const reportEarlyTick = useRef(onCheckedChange);
  useEffect(() => {
    if (input.current?.checked) reportEarlyTick.current(true);
  }, []);

  return (
    <div className="declaration">
      <span className="native-checkbox">
        <input
          ref={input}
          id={id}
          type="checkbox"
          className="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={`${id}-text`}
        />
        <Check size={16} className="checkbox-mark" aria-hidden />
      </span>
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
