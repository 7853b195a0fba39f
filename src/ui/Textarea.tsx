import type { FocusEventHandler } from 'react';
import { Field, lengthCounter, useFieldControl, useLengthCut, type FieldBaseProps } from './Field';

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
  const length = useLengthCut(value.length, maxLength);
  const { field, control } = useFieldControl(base, lengthCounter(value.length, maxLength, length.cut));
  return (
    <Field {...field}>
      <textarea
        {...control}
        className="input"
        rows={rows}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        {...length.handlers}
        onChange={(e) => {
          length.seen(e.target.value.length);
          onChange(maxLength ? e.target.value.slice(0, maxLength) : e.target.value);
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}
