import { useRef } from 'react';
import { MultiSelect } from '@/ui/MultiSelect';
import { TextField } from '@/ui/TextField';
import { NOBODY_MATCHES, personOption, usePeopleSearch, type PersonOption } from '@/islands/kit/usePeopleSearch';

export type { PersonOption };

export interface SpeakerPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** The chosen people (names for the chips) and the organisation's first people, before any search. */
  chosen: PersonOption[];
  people: PersonOption[];
  error?: string | null;
  label?: string;
}

/**
 * Speakers (experts) picked among the active people of the organisation through the people picker (GET /users,
 * spec 000 §7 "keyword (hosts, experts, guests)"): a search box, then the matches to tick; the chosen stay listed.
 */
export function SpeakerPicker({ value, onChange, chosen, people, error, label = 'Speakers' }: SpeakerPickerProps) {
  const { found, searchField } = usePeopleSearch(people);
  const known = useRef(new Map<number, PersonOption>([...people, ...chosen].map((p) => [p.id, p])));
  for (const p of found) known.current.set(p.id, p);

  const picked = value.map((id) => known.current.get(id)).filter((p): p is PersonOption => Boolean(p));
  const options = [...picked, ...found.filter((p) => !value.includes(p.id))].map(personOption);

  return (
    <div className="speaker-picker">
      <TextField label={`Find ${label.toLowerCase()}`} name="speaker_search" {...searchField(label)} />
      <MultiSelect<number>
        label={label}
        name="speaker_ids"
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
