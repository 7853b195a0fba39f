import { useRef } from 'react';
import { MultiSelect } from '@/ui/MultiSelect';
import { TextField } from '@/ui/TextField';
import { NOBODY_MATCHES, personOption, usePeopleSearch, type PersonOption } from '@/islands/kit/usePeopleSearch';

export type { PersonOption };

export interface PeoplePickerProps {
  label: string;
  /** The field's name (and its search box's, with `_search`). */
  name: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** The people already known by name (the chosen ones) and the organisation's first people, before any search. */
  chosen: PersonOption[];
  people: PersonOption[];
  error?: string | null;
  required?: boolean;
}

/** People picked among the active people of the organisation (GET /users): a search box, then the matches to tick. */
export function PeoplePicker({ label, name, value, onChange, chosen, people, error, required }: PeoplePickerProps) {
  const { found, searchField } = usePeopleSearch(people);
  const known = useRef(new Map<number, PersonOption>([...people, ...chosen].map((p) => [p.id, p])));
  for (const p of found) known.current.set(p.id, p);

  const picked = value.map((id) => known.current.get(id)).filter((p): p is PersonOption => Boolean(p));
  const options = [...picked, ...found.filter((p) => !value.includes(p.id))].map(personOption);

  return (
    <div className="cp-people">
      <TextField label={`Find ${label.toLowerCase()}`} name={`${name}_search`} {...searchField(label)} />
      <MultiSelect<number>
        label={label}
        name={name}
        required={required}
        options={options}
        value={value}
        onChange={onChange}
        error={error}
        placeholder="Choose people"
        noOptionsText={NOBODY_MATCHES}
      />
    </div>
  );
}
