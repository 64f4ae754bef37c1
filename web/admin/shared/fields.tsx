import type { ComponentProps, ReactNode } from 'react';
import { Checkbox, Switch } from 'radix-ui';
import { Check } from 'lucide-react';
import { SelectInput, type SelectInputProps } from '../../components/SelectInput';
import forms from './forms.module.css';
import { classNames } from './classNames';

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, shown under the control and announced. */
  error?: string | null;
  children: ReactNode;
  className?: string;
}

/** The id of a field's error message, which its control names in aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/** What a control says of its field's error: invalid, and described by the message. */
export function errorProps(id: string, error: string | null | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}

/** A label above its control, with an optional hint below, and the field's error under it. */
export function Field({ id, label, hint, error, children, className }: FieldProps) {
  return (
    <div className={classNames(forms.formField, className)}>
      <label htmlFor={id} className={forms.fieldLabel}>
        {label}
      </label>
      {children}
      {hint && <p className="muted small">{hint}</p>}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A field's own error message, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className={forms.formError} role="alert" data-testid="field-error">
      {message}
    </p>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
};

export function TextField({ id, label, value, onChange, hint, error, className, ...props }: InputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)} {...errorProps(id, error)} {...props} />
    </Field>
  );
}

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'onChange' | 'value'> & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
};

export function TextAreaField({ id, label, value, onChange, hint, error, ...props }: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea id={id} className="input textarea" rows={3} value={value} onChange={(event) => onChange(event.target.value)} {...errorProps(id, error)} {...props} />
    </Field>
  );
}

export function SelectField(props: SelectInputProps & { label: ReactNode; hint?: ReactNode }) {
  const { label, hint, ...select } = props;
  return (
    <Field id={select.id} label={label} hint={hint}>
      <SelectInput {...select} />
    </Field>
  );
}

interface ToggleProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A Radix checkbox with its label beside it. */
export function CheckboxField({ id, label, checked, onChange, disabled }: ToggleProps) {
  return (
    <div className={forms.toggleField}>
      <Checkbox.Root id={id} className="checkbox" checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)}>
        <Checkbox.Indicator>
          <Check size={16} aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A Radix switch with its label beside it. */
export function SwitchField({ id, label, checked, onChange, disabled }: ToggleProps) {
  return (
    <div className={forms.toggleField}>
      <Switch.Root id={id} className={forms.switch} checked={checked} disabled={disabled} onCheckedChange={onChange}>
        <Switch.Thumb className={forms.switchThumb} />
      </Switch.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** An inline validation message, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={forms.formError} role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
