import { useId } from 'react';
import { Field } from '@/ui/Field';

/** A native select in the console's field layout, for short fixed lists (levels, languages, content types). */
export function Choice<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (v: V) => void;
  required?: boolean;
  error?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={props.label} required={props.required} error={props.error} className={props.className}>
      <select
        id={id}
        className="input"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value as V)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
