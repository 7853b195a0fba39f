import { useRef } from 'react';
import { MultiSelect } from '@/ui/MultiSelect';
import { TextField } from '@/ui/TextField';
import { NOBODY_MATCHES, personOption, usePeopleSearch, type PersonOption } from '@/islands/kit/usePeopleSearch';
import { SPEAKER_NAME_MAX, SPEAKERS_MAX } from '@/features/live-event/schemas';
import type { FieldErrors } from '@/lib/form-kit';

type Speaker = { user_id: number | null; name: string; headline: string };

export interface SpeakerFieldsProps {
  value: Speaker[];
  onChange: (speakers: Speaker[]) => void;
  /** The people already speaking (names for the chips) and the organisation's first people, before any search. */
  chosen: PersonOption[];
  people: PersonOption[];
  errors: FieldErrors;
}

/**
 * Speakers: people of the organisation picked through the people picker, then guests from outside typed by name
 * (with a headline: their job or company). People come first, in the order picked (decision 0145).
 */
export function SpeakerFields({ value, onChange, chosen, people, errors }: SpeakerFieldsProps) {
  const { found, searchField } = usePeopleSearch(people);
  const known = useRef(new Map<number, PersonOption>([...people, ...chosen].map((p) => [p.id, p])));
  for (const p of found) known.current.set(p.id, p);
  const persons = value.filter((s) => s.user_id !== null);
  const guests = value.filter((s) => s.user_id === null);
  const ids = persons.map((s) => s.user_id!);
  const picked = ids.map((id) => known.current.get(id)).filter((p): p is PersonOption => Boolean(p));
  const options = [...picked, ...found.filter((p) => !ids.includes(p.id))].map(personOption);
  const setPeople = (next: number[]) =>
    onChange([...next.map((id) => persons.find((s) => s.user_id === id) ?? { user_id: id, name: '', headline: '' }), ...guests]);
  const setGuests = (next: Speaker[]) => onChange([...persons, ...next]);
  const speakerError = Object.entries(errors).find(([k]) => k === 'speakers' || /^speakers\.\d+\.user_id$/.test(k))?.[1];

  return (
    <fieldset className="field live-event-speakers">
      <legend>Speakers</legend>
      <TextField label="Find speakers" name="speaker_search" {...searchField('Speakers')} />
      <MultiSelect<number>
        label="Speakers from your organisation"
        name="speaker_ids"
        options={options}
        value={ids}
        onChange={setPeople}
        error={speakerError}
        placeholder="Choose people"
        noOptionsText={NOBODY_MATCHES}
      />
      {guests.map((g, i) => {
        const at = persons.length + i;
        return (
          <div key={i} className="live-event-guest" role="group" aria-label={`External speaker ${i + 1}`}>
            <TextField
              label={`External speaker ${i + 1}`}
              required
              value={g.name}
              maxLength={SPEAKER_NAME_MAX}
              onChange={(v) => setGuests(guests.map((x, j) => (j === i ? { ...x, name: v } : x)))}
              error={errors[`speakers.${at}.name`]}
            />
            <TextField
              label="Headline"
              value={g.headline}
              maxLength={SPEAKER_NAME_MAX}
              placeholder="Job title, company"
              onChange={(v) => setGuests(guests.map((x, j) => (j === i ? { ...x, headline: v } : x)))}
              error={errors[`speakers.${at}.headline`]}
            />
            <button type="button" className="btn btn-sm btn-outline" onClick={() => setGuests(guests.filter((_, j) => j !== i))}>
              Remove<span className="visually-hidden"> external speaker {i + 1}</span>
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={value.length >= SPEAKERS_MAX}
        onClick={() => setGuests([...guests, { user_id: null, name: '', headline: '' }])}
      >
        Add External Speaker
      </button>
    </fieldset>
  );
}
