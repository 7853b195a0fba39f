import { useId, useState, type ClipboardEvent, type FormEvent, type ReactNode } from 'react';
import { UI_TEXT } from './messages';
import './ui.css';

/** Props shared by the form fields. */
export interface FieldBaseProps {
  label: ReactNode;
  /** Defaults to a generated id. */
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Validation message shown under the field (and announced via aria-describedby). */
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

export interface FieldProps extends Omit<FieldBaseProps, 'name' | 'disabled'> {
  id: string;
  /** Length counter against a maximum: 'length/max'; `cut` when typed or pasted text did not all fit. */
  counter?: { length: number; max: number; cut?: boolean };
  children: ReactNode;
}

/** The ids a control should list in aria-describedby, for the parts Field renders. */
export function describedBy(id: string, parts: { error?: string | null; hint?: ReactNode; counter?: unknown }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : null, parts.counter ? `${id}-counter` : null, parts.error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A length counter for a value against its max length, or none without a max. */
export function lengthCounter(length: number, max?: number, cut = false): FieldProps['counter'] {
  return max ? { length, max, cut } : undefined;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Whether the last text typed or pasted into a capped field did not all fit (the browser drops the rest without a
 * word): the field then says so beside its counter (issue 27 item 17). Typing back under the cap clears it.
 */
export function useLengthCut(length: number, max?: number) {
  const [cut, setCut] = useState(false);
  const wouldCut = (el: TextControl, inserted: string) =>
    Boolean(max) && length - Math.abs((el.selectionEnd ?? 0) - (el.selectionStart ?? 0)) + inserted.length > max!;
  return {
    cut: cut && Boolean(max),
    /** The length the control reports on a change: past the cap (text set without typing or pasting) is a cut too. */
    seen: (next: number) => {
      if (max && next > max) setCut(true);
      else if (cut && next < (max ?? Infinity)) setCut(false);
    },
    handlers: {
      onPaste: (e: ClipboardEvent<TextControl>) => setCut(wouldCut(e.currentTarget, e.clipboardData.getData('text'))),
      onBeforeInput: (e: FormEvent<TextControl>) => {
        // React's beforeinput event carries the typed text as `data` (from the browser's textInput or beforeinput).
        const data = (e as FormEvent<TextControl> & { data?: string }).data ?? '';
        if (data && wouldCut(e.currentTarget, data)) setCut(true);
      },
    },
  };
}

/**
 * What every field needs around its control: the id (given or generated), the props of its Field wrapper, and the
 * control's own attributes (id, name, required, disabled, aria-invalid, aria-describedby).
 */
export function useFieldControl(base: FieldBaseProps, counter?: FieldProps['counter']) {
  const fallbackId = useId();
  const { label, id = fallbackId, name, required, disabled, error, hint, className } = base;
  return {
    id,
    field: { id, label, required, error, hint, counter, className },
    control: {
      id,
      name,
      required,
      disabled,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, { error, hint, counter }),
    },
  };
}

/** Label, control, counter, hint and error in the console's .field layout. */
export function Field({ id, label, required, error, hint, counter, children, className }: FieldProps) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <div className="field-label-row">
        <label htmlFor={id}>
          {label}
          {required && (
            <span className="required" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {counter && (
          <span className={`field-counter${counter.cut ? ' is-cut' : ''}`} id={`${id}-counter`}>
            {counter.length}/{counter.max}
          </span>
        )}
      </div>
      {children}
      {counter && (
        <p className="field-cut" role="status">
          {counter.cut ? UI_TEXT.lengthCut(counter.max) : ''}
        </p>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and validation message under its control, with the ids `describedBy` lists. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

/** The × that empties a single-choice field (Select, and LazySelect before its combobox has loaded). */
export function ClearChoice({ label, onClear }: { label: ReactNode; onClear: () => void }) {
  return (
    <button type="button" className="modal-close" aria-label={UI_TEXT.clearChoice(typeof label === 'string' ? label : undefined)} onClick={onClear}>
      ×
    </button>
  );
}
