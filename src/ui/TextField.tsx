import type { FocusEventHandler, Ref } from 'react';
import { Field, lengthCounter, useFieldControl, useLengthCut, type FieldBaseProps } from './Field';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Caps the length and shows a 'length/max' counter. */
  maxLength?: number;
  placeholder?: string;
  /** 'date' (YYYY-MM-DD) and 'time' (HH:mm) use the browser's pickers; the value stays that text. */
  type?: 'text' | 'email' | 'url' | 'password' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Text input (or a date or time) with a length counter against its max length (spec 000 §2). */
export function TextField({ value, onChange, onBlur, maxLength, placeholder, type = 'text', autoComplete, inputRef, ...base }: TextFieldProps) {
  const length = useLengthCut(value.length, maxLength);
  const { field, control } = useFieldControl(base, lengthCounter(value.length, maxLength, length.cut));
  return (
    <Field {...field}>
      <input
        ref={inputRef}
        {...control}
        className="input"
        type={type}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
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
