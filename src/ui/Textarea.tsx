import type { FocusEventHandler } from 'react';
import { Field, lengthCounter, useFieldControl, type FieldBaseProps } from './Field';

export interface TextareaProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

/** Multi-line text with an optional length counter. */
export function Textarea({ value, onChange, onBlur, maxLength, rows = 4, placeholder, ...base }: TextareaProps) {
  const { field, control } = useFieldControl(base, lengthCounter(value.length, maxLength));
  return (
    <Field {...field}>
      <textarea
        {...control}
        className="input"
        rows={rows}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(maxLength ? e.target.value.slice(0, maxLength) : e.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
