import type { HTMLInputTypeAttribute } from 'react';
import { asText, describedControl, type FieldProps } from './fieldProps';

/** The single-line types differ only in the input's type (keyboard and browser checks). */
function InputQuestion({ id, question, value, onChange, type, ...described }: FieldProps & { type: HTMLInputTypeAttribute }) {
  return (
    <input
      id={id}
      className="input"
      type={type}
      value={asText(value)}
      required={question.required}
      {...describedControl(described)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function TextQuestion(props: FieldProps) {
  return <InputQuestion {...props} type="text" />;
}

export function NumberQuestion(props: FieldProps) {
  return <InputQuestion {...props} type="number" />;
}

export function PhoneQuestion(props: FieldProps) {
  return <InputQuestion {...props} type="tel" />;
}

export function EmailQuestion(props: FieldProps) {
  return <InputQuestion {...props} type="email" />;
}

export function LongTextQuestion({ id, question, value, onChange, ...described }: FieldProps) {
  return (
    <textarea
      id={id}
      className="input textarea"
      rows={4}
      value={asText(value)}
      required={question.required}
      {...describedControl(described)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
