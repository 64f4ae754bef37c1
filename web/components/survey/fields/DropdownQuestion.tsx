import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { asText, offeredChoices, type FieldProps } from './fieldProps';

export function DropdownQuestion({ id, question, value, onChange }: FieldProps) {
  return (
    <Select.Root value={asText(value) || undefined} onValueChange={onChange} required={question.required}>
      <Select.Trigger id={id} className="input select-trigger">
        <Select.Value placeholder="Select an option" />
        <Select.Icon>
          <ChevronDown size={16} aria-hidden />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="select-content" position="popper" sideOffset={4}>
          <Select.Viewport>
            {offeredChoices(question).map((choice) => (
              <Select.Item key={choice} value={choice} className="select-item">
                <Select.ItemText>{choice}</Select.ItemText>
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
