import { useId, type FocusEventHandler, type Ref } from 'react';
import { Field, describedBy, type FieldBaseProps } from './Field';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Caps the length and shows a 'length/max' counter. */
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'email' | 'url' | 'password' | 'tel';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Text input with a length counter against its max length (spec 000 §2). */
export function TextField({
  label,
  id,
  name,
  required,
  disabled,
  error,
  hint,
  className,
  value,
  onChange,
  onBlur,
  maxLength,
  placeholder,
  type = 'text',
  autoComplete,
  inputRef,
}: TextFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const counter = maxLength ? { length: value.length, max: maxLength } : undefined;
  return (
    <Field id={fieldId} label={label} required={required} error={error} hint={hint} counter={counter} className={className}>
      <input
        ref={inputRef}
        id={fieldId}
        name={name}
        className="input"
        type={type}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error, hint, counter })}
        onChange={(e) => onChange(maxLength ? e.target.value.slice(0, maxLength) : e.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
