import { RadioGroup } from 'radix-ui';
import { asText, describedControl, offeredChoices, type FieldProps } from './fieldProps';

export function RadioQuestion({ id, labelId, question, value, onChange, ...described }: FieldProps) {
  return (
    <RadioGroup.Root
      className="choice-list"
      aria-labelledby={labelId}
      {...describedControl(described)}
      value={asText(value)}
      onValueChange={onChange}
      required={question.required}
    >
      {offeredChoices(question).map((choice, index) => (
        <div key={`${index}-${choice}`} className="choice">
          <RadioGroup.Item id={`${id}-${index}`} value={choice} className="radio">
            <RadioGroup.Indicator className="radio-dot" />
          </RadioGroup.Item>
          <label htmlFor={`${id}-${index}`}>{choice}</label>
        </div>
      ))}
    </RadioGroup.Root>
  );
}
