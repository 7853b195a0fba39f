import { useId, type ReactNode } from 'react';
import './ui.css';

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string | number> {
  label: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  className?: string;
}

/** Native radio buttons in a fieldset: arrow keys move the choice, the legend names the group. */
export function RadioGroup<V extends string | number>({ label, options, value, onChange, name, required, disabled, error, className }: RadioGroupProps<V>) {
  const id = useId();
  const groupName = name ?? id;
  return (
    <fieldset
      className={`field${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      role="radiogroup"
      aria-required={required || undefined}
    >
      <legend>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="choice-list">
        {options.map((o) => (
          <label key={String(o.value)} className="choice">
            <input type="radio" name={groupName} value={String(o.value)} checked={value === o.value} disabled={o.disabled} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
