import { SelectInput } from '../../SelectInput';
import { useI18n } from '../../../hooks/useI18n';
import { asText, offeredChoices, type FieldProps } from './fieldProps';

export function DropdownQuestion({ id, question, value, onChange, invalid, describedBy }: FieldProps) {
  const i18n = useI18n();
  const options = offeredChoices(question).map((choice) => ({ value: choice, label: choice }));
  return (
    <SelectInput
      id={id}
      value={asText(value)}
      options={options}
      onChange={onChange}
      placeholder={i18n._({ id: 'survey.question.choose', message: 'Select an option' })}
      required={question.required}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
