import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type FocusEventHandler, type InputHTMLAttributes } from 'react';
import { DATE_INPUT, formatDateInput, parseDateInput, type DateInputKind } from '@/lib/date-input';
import { Field, useFieldControl, type FieldBaseProps } from './Field';

export interface DateTimeInputProps {
  /** 'YYYY-MM-DD' (date), 'YYYY-MM-DDTHH:mm' (datetime, a WIB wall clock) or 'HH:mm' (time); '' when empty. */
  value: string | null;
  /**
   * The value typed, in that same shape, once the text is a real date (or time); '' when emptied. Text that is not
   * one is handed on as typed, so the form's check refuses it and nothing is saved.
   */
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** datetime (default): a date and a 24-hour time; date: a whole day; time: a time of day. */
  kind?: DateInputKind;
  /** The form's message for the value; the field's own ('Enter a real date as DD/MM/YYYY…') wins while the text is not one. */
  error?: string | null;
}

type ControlAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'type' | 'pattern'>;

/**
 * The text a date field shows for its value, kept while the user types and replaced when the value changes elsewhere,
 * and the one message to show: the field's own when the text is not a real date (after leaving the field, or once the
 * form has refused it), else the form's.
 */
function useDateText({ kind = 'datetime', value, onChange, onBlur, error }: DateTimeInputProps) {
  const [text, setText] = useState(() => formatDateInput(kind, value));
  const [touched, setTouched] = useState(false);
  const emitted = useRef(value ?? '');
  const info = DATE_INPUT[kind];
  const problem = parseDateInput(kind, text) === null ? info.invalid : null;
  // A value set elsewhere (a reset, a default, a saved record) replaces the text; the value the field itself handed
  // on does not, nor the empty value a caller keeps for text that is no date yet (a content's due date).
  useEffect(() => {
    const next = value ?? '';
    if (next === emitted.current || (problem && next === '')) return;
    emitted.current = next;
    setText(formatDateInput(kind, next));
  }, [kind, value]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new value replaces the text
  return {
    info,
    message: problem && (touched || error) ? problem : (error ?? null),
    control: {
      type: 'text',
      autoComplete: 'off',
      spellCheck: false,
      placeholder: info.format,
      pattern: info.pattern,
      value: text,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setText(e.target.value);
        const parsed = parseDateInput(kind, e.target.value);
        emitted.current = parsed ?? e.target.value;
        onChange(emitted.current);
      },
      onBlur: (e: FocusEvent<HTMLInputElement>) => {
        setTouched(true);
        onBlur?.(e);
      },
    },
  };
}

/**
 * A date, a date and time, or a time typed as the console shows them: DD/MM/YYYY and 24-hour HH:mm, in the
 * organisation's zone (WIB), never the browser's own pickers, which show mm/dd/yyyy and AM/PM in an en-US browser.
 * The bare control with its message, for rows that lay out their own label (the rundown, a content's due date); a
 * form field is `DateTimeField`. Rendered on the server it is a text input with the shape as its pattern and placeholder.
 */
export function DateTimeInput({ value, onChange, onBlur, kind, error, ...rest }: DateTimeInputProps & ControlAttributes) {
  const { info, message, control } = useDateText({ value, onChange, onBlur, kind, error });
  const fallbackId = useId();
  const id = rest.id ?? fallbackId;
  const described = [rest['aria-describedby'], message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <>
      <input
        className="input date-input"
        title={info.format}
        {...rest}
        {...control}
        id={id}
        aria-invalid={message || rest['aria-invalid'] ? true : undefined}
        aria-describedby={described || undefined}
      />
      {message && (
        <span className="field-error" id={`${id}-error`}>
          {message}
        </span>
      )}
    </>
  );
}

export interface DateTimeFieldProps extends FieldBaseProps, Omit<DateTimeInputProps, 'error'> {}

/**
 * A form's date (and time) field: label, the typed control, the format as its hint and one message (see
 * useDateText). The value the form keeps is what the API took before (src/lib/date-input.ts), so saving is unchanged.
 */
export function DateTimeField({ value, onChange, onBlur, kind = 'datetime', hint, ...base }: DateTimeFieldProps) {
  const { info, message, control } = useDateText({ value, onChange, onBlur, kind, error: base.error });
  const fullHint = hint ?? `${info.format}${kind === 'date' ? '' : ', 24-hour'}`;
  const { field, control: attributes } = useFieldControl({ ...base, error: message, hint: fullHint });
  return (
    <Field {...field}>
      <input {...attributes} className="input date-input" {...control} />
    </Field>
  );
}
