import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  id: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  placeholder?: string;
  /** When the select has no visible <label htmlFor>. */
  ariaLabel?: string;
  disabled?: boolean;
  required?: boolean;
  /** Marks the trigger invalid (aria-invalid), as a form does a field it refused. */
  invalid?: boolean;
  /** The ids of the elements that describe the select. */
  describedBy?: string;
}

/** A Radix select; '' means nothing chosen (Radix items cannot have an empty value). */
export function SelectInput({ id, value, options, onChange, placeholder = 'Select…', ariaLabel, disabled, required, invalid, describedBy }: SelectInputProps) {
  return (
    <Select.Root value={value || undefined} onValueChange={onChange} disabled={disabled} required={required}>
      <Select.Trigger id={id} className="input select-trigger" aria-label={ariaLabel} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <Select.Value placeholder={placeholder} />
        <Select.Icon>
          <ChevronDown size={16} aria-hidden />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="select-content" position="popper" sideOffset={4}>
          <Select.Viewport>
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value} className="select-item">
                <Select.ItemText>{option.label}</Select.ItemText>
                <Select.ItemIndicator>
                  <Check size={14} aria-hidden />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
