import { useId, type FocusEventHandler } from 'react';
import { Field, describedBy, type FieldBaseProps } from './Field';

export interface TextareaProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

/** Multi-line text with an optional length counter. */
export function Textarea({
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
  rows = 4,
  placeholder,
}: TextareaProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const counter = maxLength ? { length: value.length, max: maxLength } : undefined;
  return (
    <Field id={fieldId} label={label} required={required} error={error} hint={hint} counter={counter} className={className}>
      <textarea
        id={fieldId}
        name={name}
        className="input"
        rows={rows}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
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
