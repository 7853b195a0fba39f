import { useId, type ReactNode } from 'react';
import './ui.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  id?: string;
  /** Also submits the value with a plain form ('true' / 'false'). */
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
}

/** On/off switch: a button with role=switch, toggled by click, Space or Enter. */
export function Switch({ checked, onChange, label, id, name, disabled, hint, className }: SwitchProps) {
  const fallbackId = useId();
  const switchId = id ?? fallbackId;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <button
        id={switchId}
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${switchId}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-track" aria-hidden="true" />
        <span>{label}</span>
      </button>
      {name && <input type="hidden" name={name} value={String(checked)} />}
      {hint && (
        <p className="field-hint" id={`${switchId}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
