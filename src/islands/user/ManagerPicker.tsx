import { useEffect, useId, useState } from 'react';
import { createClient } from '@/lib/api-client';
import { Select } from '@/ui/Select';
import { userApi } from '@/features/user/api';

const api = createClient(userApi);

interface Props {
  value: number | null;
  /** The chosen manager's name when the form opens (the search has not run yet). */
  initialLabel: string | null;
  /** The user being edited: not offered as their own manager. */
  self?: number;
  error?: string | null;
  onChange: (id: number | null) => void;
}

/**
 * A user picker over the organisation's people: type 3 characters of a name, NIK or e-mail to search (500 ms after
 * the last key, as the list does), then choose. Only ten matches are fetched: an organisation may have 100,000.
 */
export function ManagerPicker({ value, initialLabel, self, error, onChange }: Props) {
  const searchId = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<{ label: string; value: number }[]>([]);
  const [chosen, setChosen] = useState<{ label: string; value: number } | null>(value && initialLabel ? { label: initialLabel, value } : null);
  useEffect(() => {
    const k = keyword.trim();
    if (k.length < 3) return;
    const timer = setTimeout(() => {
      api.list({ query: { keyword: k, page_size: 10, status: 'active' } }).then(
        (r) => setFound(r.results.filter((u) => u.id !== self).map((u) => ({ label: `${u.full_name} (${u.email})`, value: u.id }))),
        () => setFound([]),
      );
    }, 500);
    return () => clearTimeout(timer);
  }, [keyword, self]);
  const options = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <div className="user-manager">
      <div className="field">
        <label htmlFor={searchId}>Find a manager</label>
        <input
          id={searchId}
          className="input"
          type="search"
          value={keyword}
          placeholder="Type 3 letters of a name, NIK or email"
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <Select<number>
        label="Manager"
        name="manager_id"
        options={options}
        value={value}
        error={error}
        placeholder={found.length ? 'Choose a manager' : 'No manager'}
        onChange={(v) => {
          setChosen(options.find((o) => o.value === v) ?? null);
          onChange(v);
        }}
        clearable
      />
    </div>
  );
}
