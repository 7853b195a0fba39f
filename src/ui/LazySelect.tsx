import { useEffect, useState, type ComponentType } from 'react';
import { Field, useFieldControl } from './Field';
import type { SelectProps } from './Select';

type SelectComponent = ComponentType<SelectProps<string>>;

// The combobox (its list, keyboard and filtering) loads the first time a field is pointed at, focused or pressed:
// a list page hydrates with its filters closed (issue 11, the list-page budget), as DateRangePicker does its panel.
let loaded: SelectComponent | null = null;
let loading: Promise<SelectComponent> | null = null;
const loadSelect = () => (loading ??= import('./Select').then((m) => (loaded = m.Select as SelectComponent)));

/**
 * A Select (single choice with search) whose combobox loads at the first sign of use. Until then it shows the closed
 * field as the Select does (label, the chosen option, its clear button); a press or a key opens the Select's list as
 * soon as it is there, the input focused.
 */
export function LazySelect(props: SelectProps<string>) {
  const [Select, setSelect] = useState<SelectComponent | null>(() => loaded);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open && !Select) void loadSelect().then(() => setSelect(() => loaded));
  }, [open, Select]);
  const { field, control } = useFieldControl(props);
  if (Select) return <Select {...props} defaultOpen={open} />;

  const { options, value, onChange, placeholder, clearable, label, disabled } = props;
  const selected = options.find((o) => o.value === value);
  const preload = () => void loadSelect();
  const start = () => !disabled && setOpen(true);
  return (
    <Field {...field}>
      <div className="combo">
        <div className="input combo-control" onMouseDown={(e) => !(e.target as Element).closest('button') && start()}>
          <input
            {...control}
            name={undefined}
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            type="text"
            autoComplete="off"
            readOnly
            value={selected?.label ?? ''}
            placeholder={placeholder}
            onPointerEnter={preload}
            onFocus={preload}
            onKeyDown={(e) => /^(Arrow(Down|Up)|Enter|.)$/.test(e.key) && start()}
          />
          {clearable && selected && !disabled && (
            <button
              type="button"
              className="modal-close"
              aria-label={`Clear ${typeof label === 'string' ? label : 'selection'}`}
              onClick={() => onChange(null)}
            >
              ×
            </button>
          )}
        </div>
        {props.name && <input type="hidden" name={props.name} value={value ?? ''} />}
      </div>
    </Field>
  );
}
