import { useEffect, useRef, useState } from 'react';
import { MultiSelect } from '@/ui/MultiSelect';
import { TextField } from '@/ui/TextField';
import type { SelectOption } from '@/ui/Select';
import { pickerClient } from '@/features/directory/client';
import type { UserPickRow } from '@/features/directory/schemas';

/** The console's search rule (spec 000 §5): 3 characters, 500 ms. */
const MIN_CHARS = 3;
const DEBOUNCE_MS = 500;

export type PersonOption = Pick<UserPickRow, 'id' | 'full_name' | 'email'>;
const optionOf = (p: PersonOption): SelectOption<number> => ({ value: p.id, label: `${p.full_name} (${p.email})` });

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
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<PersonOption[]>(people);
  const [searching, setSearching] = useState(false);
  const known = useRef(new Map<number, PersonOption>([...people, ...chosen].map((p) => [p.id, p])));
  const searched = useRef(false);

  useEffect(() => {
    const text = keyword.trim();
    if (!searched.current && text === '') return;
    searched.current = true;
    if (text.length > 0 && text.length < MIN_CHARS) return;
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      pickerClient
        .users({ query: { keyword: text, page_size: 10 } })
        .then((data) => {
          if (!current) return;
          for (const p of data.results) known.current.set(p.id, p);
          setFound(data.results);
        })
        // A failed search keeps the people already shown.
        .catch(() => undefined)
        .finally(() => current && setSearching(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const picked = value.map((id) => known.current.get(id)).filter((p): p is PersonOption => Boolean(p));
  const options = [...picked, ...found.filter((p) => !value.includes(p.id))].map(optionOf);

  return (
    <div className="speaker-picker">
      <TextField
        label={`Find ${label.toLowerCase()}`}
        name="speaker_search"
        value={keyword}
        onChange={setKeyword}
        placeholder="Name, email, NIK or position"
        hint={searching ? 'Searching…' : `Type at least ${MIN_CHARS} characters; the ${label} list below shows the matches.`}
      />
      <MultiSelect<number>
        label={label}
        name="speaker_ids"
        options={options}
        value={value}
        onChange={onChange}
        error={error}
        placeholder="Choose people"
        noOptionsText="Nobody matches; try another search above."
      />
    </div>
  );
}
