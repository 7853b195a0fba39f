import { useEffect, useId, useRef, useState } from 'react';

export interface Chosen {
  id: number;
  label: string;
}

export interface PeoplePickerProps {
  label: string;
  /** Searches a list call (the course client's) answering { results } with each item's id and label (or title). */
  search: (keyword: string, signal: AbortSignal) => Promise<{ results: { id: number; label?: string; title?: string }[] }>;
  value: Chosen[];
  onChange: (value: Chosen[]) => void;
  error?: string;
  exclude?: number[];
  placeholder?: string;
}

/** Several picks from a searched list (experts, prerequisite courses): chips with a remove button and a search box. */
export function PeoplePicker({ label, search, value, onChange, error, exclude = [], placeholder }: PeoplePickerProps) {
  const id = useId();
  // The latest search function, so a new one each render does not search again.
  const searchRef = useRef(search);
  searchRef.current = search;
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Chosen[]>([]);

  useEffect(() => {
    if (keyword.length < 3) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef
        .current(keyword, controller.signal)
        .then((d) => setOptions(d.results.map((r) => ({ id: r.id, label: r.label ?? r.title ?? String(r.id) }))))
        .catch(() => setOptions([]));
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const chosen = new Set(value.map((v) => v.id));
  const shown = options.filter((o) => !chosen.has(o.id) && !exclude.includes(o.id));
  return (
    <div className="field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-label-row">
        {label}
      </span>
      <ul className="course-chips" aria-label={`Chosen ${label.toLowerCase()}`}>
        {value.map((v) => (
          <li key={v.id} className="course-chip">
            {v.label}
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => onChange(value.filter((x) => x.id !== v.id))}
              aria-label={`Remove ${v.label}`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        className="input"
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={placeholder ?? 'Type at least 3 characters'}
        aria-label={`Search ${label.toLowerCase()}`}
      />
      {shown.length > 0 && (
        <ul className="course-options" aria-label={`${label} found`}>
          {shown.map((o) => (
            <li key={o.id}>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange([...value, o])}>
                Add {o.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
