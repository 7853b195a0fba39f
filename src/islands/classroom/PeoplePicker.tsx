import { useEffect, useId, useState } from 'react';
import { classroomClient, type Person } from '@/features/classroom/client';

/** People from the account area (GET /users with keyword): chosen ones are chips, a search adds more. */
export function PeoplePicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: { id: number; full_name: string }[];
  onChange: (v: { id: number; full_name: string }[]) => void;
  error?: string;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Person[]>([]);
  useEffect(() => {
    const q = keyword.trim();
    if (q.length < 3) {
      setFound([]);
      return;
    }
    const timer = setTimeout(
      () =>
        void classroomClient.people(q).then(
          (p) => setFound(p.results),
          () => setFound([]),
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [keyword]);
  return (
    <div className="field classroom-people" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-label-row">
        {label}
      </span>
      <ul className="classroom-chips" aria-label={`Chosen ${label.toLowerCase()}`}>
        {value.map((p) => (
          <li key={p.id}>
            {p.full_name}
            <button
              type="button"
              className="btn btn-xs btn-outline"
              aria-label={`Remove ${p.full_name} from ${label.toLowerCase()}`}
              onClick={() => onChange(value.filter((x) => x.id !== p.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        type="search"
        className="input"
        aria-label={`Search people for ${label.toLowerCase()}`}
        placeholder="Search by name or e-mail (at least 3 characters)"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {found.length > 0 && (
        <ul className="classroom-found" aria-label={`People found for ${label.toLowerCase()}`}>
          {found.map((p) => (
            <li key={p.id}>
              <span>
                {p.full_name} <small>{p.email}</small>
              </span>
              <button
                type="button"
                className="btn btn-xs btn-outline"
                disabled={value.some((x) => x.id === p.id)}
                aria-label={`Add ${p.full_name} to ${label.toLowerCase()}`}
                onClick={() => onChange([...value, { id: p.id, full_name: p.full_name }])}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
