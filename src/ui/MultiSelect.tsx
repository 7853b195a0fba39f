import { useRef } from 'react';
import { Field, useFieldControl, type FieldBaseProps } from './Field';
import { useCombobox, type SelectOption } from './useCombobox';
import { UI_TEXT } from './messages';

export interface MultiSelectProps<V extends string | number> extends FieldBaseProps {
  options: readonly SelectOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  placeholder?: string;
  noOptionsText?: string;
}

/**
 * Multiple choice with search. Chosen items show as removable chips; Enter toggles the active option and the list
 * stays open; Backspace in an empty search removes the last chip.
 */
export function MultiSelect<V extends string | number>(props: MultiSelectProps<V>) {
  // The name goes on the hidden inputs that carry the values, not on the search box.
  const { options, value, onChange, placeholder, noOptionsText = UI_TEXT.noOptions, name, ...base } = props;
  const { label, disabled } = base;
  // The chips carry the choice: the search box itself is never required.
  const { field, control } = useFieldControl({ ...base, required: false });
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const chosen = value.map((v) => options.find((o) => o.value === v)).filter((o): o is SelectOption<V> => Boolean(o));
  const toggle = (v: V) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  const cb = useCombobox(options, (o) => toggle(o.value), true);

  return (
    <Field {...field} required={base.required}>
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
            if (disabled || e.target !== e.currentTarget) return;
            e.preventDefault();
            inputRef.current?.focus();
            if (!cb.open) cb.openList();
          }}
        >
          {chosen.map((o) => (
            <span key={String(o.value)} className="chip">
              {o.label}
              {!disabled && !o.disabled && (
                <button type="button" aria-label={`Remove ${o.label}`} onClick={() => toggle(o.value)}>
                  ×
                </button>
              )}
            </span>
          ))}
          <input
            ref={inputRef}
            {...control}
            {...cb.inputAria}
            type="text"
            autoComplete="off"
            value={cb.query}
            placeholder={chosen.length ? undefined : placeholder}
            onChange={(e) => cb.setQuery(e.target.value)}
            onClick={() => !cb.open && cb.openList()}
            onKeyDown={(e) => {
              if (e.key === 'Backspace' && cb.query === '' && value.length > 0) {
                // A chip whose option is disabled stays (the server would refuse to take it away).
                const last = chosen.findLast((o) => !o.disabled);
                if (last) toggle(last.value);
                return;
              }
              cb.onKeyDown(e);
            }}
          />
        </div>
        {cb.open && (
          <ul className="combo-list" role="listbox" aria-multiselectable="true" id={cb.listId} aria-label={typeof label === 'string' ? label : undefined}>
            {cb.filtered.map((o, i) => (
              <li
                key={String(o.value)}
                id={cb.optionId(i)}
                role="option"
                className="combo-option"
                aria-selected={value.includes(o.value)}
                aria-disabled={o.disabled || undefined}
                data-active={i === cb.active || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => cb.setActive(i)}
                onClick={() => cb.pick(o)}
              >
                <span aria-hidden="true">{value.includes(o.value) ? '☑' : '☐'}</span>
                {o.label}
              </li>
            ))}
            {cb.filtered.length === 0 && <li className="combo-empty">{noOptionsText}</li>}
          </ul>
        )}
        {name && value.map((v) => <input key={String(v)} type="hidden" name={name} value={String(v)} />)}
      </div>
    </Field>
  );
}
