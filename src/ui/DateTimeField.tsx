import { useId, type FocusEventHandler } from 'react';
import { Field, describedBy, type FieldBaseProps } from './Field';

export interface DateTimeFieldProps extends FieldBaseProps {
  /** 'YYYY-MM-DDTHH:mm' (datetime) or 'YYYY-MM-DD' (date), '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** datetime (default): a date and a time; date: a whole day. */
  kind?: 'datetime' | 'date';
}

/**
 * A date (and time) typed in the console's display zone through the browser's own picker. The value is the wall
 * clock the field shows; which zone it means is said by the label ('Start (WIB)') and the server (src/lib/wib.ts).
 */
export function DateTimeField({ label, id, name, required, disabled, error, hint, className, value, onChange, onBlur, kind = 'datetime' }: DateTimeFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <Field id={fieldId} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={fieldId}
        name={name}
        className="input"
        type={kind === 'date' ? 'date' : 'datetime-local'}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error, hint })}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
