import { useEffect, useState, type ComponentType } from 'react';
import { ClearChoice, Field, useFieldControl } from './Field';
import type { SelectProps } from './Select';

type SelectComponent = ComponentType<SelectProps<string>>;

// The combobox (its list, keyboard and filtering) loads the first time a field is pointed at, focused or pressed:
// a list page hydrates with its filters closed (issue 11, the list-page budget), as DateRangePicker does its panel.
let loaded: SelectComponent | null = null;
let loading: Promise<unknown> | undefined;
const load = () => (loading ??= import('./Select').then((m) => (loaded = m.Select as SelectComponent)));

/**
 * A Select (single choice with search; no `name`: a filter, not a form field) whose combobox loads at the first sign
 * of use. Until then it shows the closed field as the Select does (label, the chosen option, its clear button); a
 * press or a key (Tab aside) opens the Select's list as soon as it is there, the input focused.
 */
export function LazySelect(props: Omit<SelectProps<string>, 'name'>) {
  const [open, setOpen] = useState(false);
  const [, setReady] = useState(false);
  useEffect(() => {
    if (open) void load().then(() => setReady(true));
  }, [open]);
  const { field, control } = useFieldControl(props);
  const Select = loaded;
  if (Select) return <Select {...props} defaultOpen={open} />;

  const { options, value, onChange, placeholder, clearable, label, disabled } = props;
  const selected = options.find((o) => o.value === value);
  const start = () => !disabled && setOpen(true);
  return (
    <Field {...field}>
      <div className="combo">
        <div className="input combo-control">
          <input
            {...control}
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            autoComplete="off"
            readOnly
            value={selected?.label ?? ''}
            placeholder={placeholder}
            onPointerEnter={load}
            onFocus={load}
            onMouseDown={start}
            onKeyDown={(e) => /^(.|Arrow.*|Enter)$/.test(e.key) && start()}
          />
          {clearable && selected && !disabled && <ClearChoice label={label} onClear={() => onChange(null)} />}
        </div>
      </div>
    </Field>
  );
}
