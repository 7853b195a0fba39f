import { useEffect, useRef } from 'react';
import { ClearChoice, Field, useFieldControl, type FieldBaseProps } from './Field';
import { useCombobox, type SelectOption } from './useCombobox';
import { UI_TEXT } from './messages';

export type { SelectOption };

export interface SelectProps<V extends string | number> extends FieldBaseProps {
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  placeholder?: string;
  /** Shows a clear button while a value is chosen. */
  clearable?: boolean;
  noOptionsText?: string;
  /** Opens the list as it mounts, the input focused (LazySelect hands over a field the user already opened). */
  defaultOpen?: boolean;
}

/** Single select with search: type to filter, arrows to move, Enter to choose, Escape to close. */
export function Select<V extends string | number>(props: SelectProps<V>) {
  // The name goes on a hidden input that carries the value, not on the search box.
  const { options, value, onChange, placeholder, clearable = false, noOptionsText = UI_TEXT.noOptions, name, defaultOpen, ...base } = props;
  const { label, disabled, required } = base;
  const { field, control } = useFieldControl(base);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = options.find((o) => o.value === value) ?? null;
  const cb = useCombobox(options, (o) => onChange(o.value));
  useEffect(() => {
    if (!defaultOpen) return;
    inputRef.current?.focus();
    cb.openList(selected ? cb.filtered.indexOf(selected) : -1);
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Field {...field}>
      <div
        className="combo"
        ref={rootRef}
        onBlur={(e) => {
          if (!rootRef.current?.contains(e.relatedTarget as Node | null)) cb.close();
        }}
      >
        <div
          className="input combo-control"
          onMouseDown={(e) => {
            if (disabled || e.target === inputRef.current || (e.target as Element).closest('button')) return;
            e.preventDefault();
            inputRef.current?.focus();
            if (cb.open) cb.close();
            else cb.openList(selected ? cb.filtered.indexOf(selected) : -1);
          }}
        >
          <input
            ref={inputRef}
            {...control}
            {...cb.inputAria}
            type="text"
            autoComplete="off"
            required={required && !selected}
            value={cb.open ? cb.query : (selected?.label ?? '')}
            placeholder={cb.open && selected ? selected.label : placeholder}
            onChange={(e) => cb.setQuery(e.target.value)}
            onClick={() => !cb.open && cb.openList(selected ? cb.filtered.indexOf(selected) : -1)}
            onKeyDown={cb.onKeyDown}
          />
          {clearable && selected && !disabled && <ClearChoice label={label} onClear={() => onChange(null)} />}
        </div>
        {cb.open && (
          <ul className="combo-list" role="listbox" id={cb.listId} aria-label={typeof label === 'string' ? label : undefined}>
            {cb.filtered.map((o, i) => (
              <li
                key={String(o.value)}
                id={cb.optionId(i)}
                role="option"
                className="combo-option"
                aria-selected={o.value === value}
                aria-disabled={o.disabled || undefined}
                data-active={i === cb.active || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => cb.setActive(i)}
                onClick={() => cb.pick(o)}
              >
                {o.label}
              </li>
            ))}
            {cb.filtered.length === 0 && <li className="combo-empty">{noOptionsText}</li>}
          </ul>
        )}
        {name && <input type="hidden" name={name} value={value ?? ''} />}
      </div>
    </Field>
  );
}
