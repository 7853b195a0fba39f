import { useEffect, useId, useRef, type ReactNode } from 'react';
import './ui.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  id?: string;
  name?: string;
  value?: string;
  disabled?: boolean;
  indeterminate?: boolean;
  error?: string | null;
  className?: string;
}

/** A native checkbox with its label. */
export function Checkbox({ checked, onChange, label, id, name, value, disabled, indeterminate = false, error, className }: CheckboxProps) {
  const fallbackId = useId();
  const boxId = id ?? fallbackId;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={className}>
      <label className="choice" htmlFor={boxId}>
        <input
          ref={ref}
          id={boxId}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="field-error" id={`${boxId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
