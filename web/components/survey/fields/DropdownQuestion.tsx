import { SelectInput } from '../../SelectInput';
import { asText, offeredChoices, type FieldProps } from './fieldProps';

export function DropdownQuestion({ id, question, value, onChange, invalid, describedBy }: FieldProps) {
  const options = offeredChoices(question).map((choice) => ({ value: choice, label: choice }));
  return (
    <SelectInput
      id={id}
      value={asText(value)}
      options={options}
      onChange={onChange}
      placeholder="Select an option"
      required={question.required}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
