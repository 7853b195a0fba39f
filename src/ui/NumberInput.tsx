import { useEffect, useRef, useState, type FocusEventHandler, type KeyboardEvent } from 'react';
import { Field, lengthCounter, useFieldControl, type FieldBaseProps } from './Field';

export interface NumberInputProps extends FieldBaseProps {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  min?: number;
  max?: number;
  step?: number;
  /** Caps the number of characters and shows a 'length/max' counter. */
  maxLength?: number;
  allowDecimal?: boolean;
  placeholder?: string;
}

export function clampNumber(value: number, min?: number, max?: number): number {
  let v = value;
  if (max !== undefined && v > max) v = max;
  if (min !== undefined && v < min) v = min;
  return v;
}

/**
 * Number input clamped to min and max (spec 000 §5). Above max is clamped while typing; below min on leaving
 * the field, so that typing '10' with min 5 is possible. ArrowUp/ArrowDown step within the bounds.
 */
export function NumberInput(props: NumberInputProps) {
  const { value, onChange, onBlur, min, max, step = 1, maxLength, allowDecimal = false, placeholder, ...base } = props;
  const [text, setText] = useState(value === null ? '' : String(value));

  // Follow outside changes (reset, load) without fighting the user's partial input ('1.' or '-').
  const textRef = useRef(text);
  textRef.current = text;
  useEffect(() => {
    const shown = textRef.current;
    const current = shown === '' || shown === '-' ? null : Number(shown);
    if (current !== value) setText(value === null ? '' : String(value));
  }, [value]);

  const allowNegative = min === undefined || min < 0;
  const pattern = new RegExp(`^${allowNegative ? '-?' : ''}\\d*${allowDecimal ? '(\\.\\d*)?' : ''}$`);

  const commit = (next: string) => {
    if (maxLength) next = next.slice(0, maxLength);
    if (!pattern.test(next)) return;
    if (next === '' || next === '-' || next.endsWith('.')) {
      setText(next);
      const partial = next === '' || next === '-' ? null : Number(next);
      if (partial !== value) onChange(partial);
      return;
    }
    let n = Number(next);
    if (max !== undefined && n > max) {
      n = max;
      next = String(max);
    }
    setText(next);
    onChange(n);
  };

  const stepBy = (e: KeyboardEvent<HTMLInputElement>, delta: number) => {
    e.preventDefault();
    const n = clampNumber((value ?? min ?? 0) + delta, min, max);
    setText(String(n));
    onChange(n);
  };

  const { field, control } = useFieldControl(base, lengthCounter(text.length, maxLength));
  return (
    <Field {...field}>
      <input
        {...control}
        className="input"
        type="text"
        role="spinbutton"
        inputMode={allowDecimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        onChange={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp') stepBy(e, step);
          else if (e.key === 'ArrowDown') stepBy(e, -step);
        }}
        onBlur={(e) => {
          if (text === '-' || text.endsWith('.')) {
            const n = text === '-' ? null : clampNumber(Number(text.slice(0, -1)), min, max);
            setText(n === null ? '' : String(n));
            onChange(n);
          } else if (value !== null && min !== undefined && value < min) {
            setText(String(min));
            onChange(min);
          }
          onBlur?.(e);
        }}
      />
    </Field>
  );
}
