import { useEffect, useId, useRef, useState } from 'react';
import { UI_TEXT } from './messages';

export interface SearchOptions {
  placeholder?: string;
  /** 300 ms by default (spec 000 §5); areas that need it use 500. */
  debounceMs?: number;
  /** Fires only when the text is empty or at least this long (3 where the spec asks for it). */
  minChars?: number;
  /** Accessible name; defaults to the placeholder. */
  label?: string;
}

export interface SearchBoxProps extends SearchOptions {
  value: string;
  onSearch: (keyword: string) => void;
  /** While true nothing fires; the latest text fires once loading ends. */
  loading?: boolean;
  /** Other list parameters, sent along when the form is submitted before hydration. */
  params?: Record<string, string>;
  className?: string;
}

/** Searches fire only for an empty text or one of at least `minChars` characters. */
const allowedKeyword = (keyword: string, minChars: number) => keyword.length === 0 || keyword.length >= minChars;

/**
 * Debounced search box. It is a GET form, so Enter searches before the island hydrates; after hydration
 * typing searches on its own and Enter searches at once.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder = UI_TEXT.searchPlaceholder,
  debounceMs = 300,
  minChars = 0,
  label,
  loading = false,
  params = {},
  className = 'dt-search',
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [pending, setPending] = useState<string | null>(null);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // A reset from outside (Reset Filter, back button) shows the new keyword; the echo of our own search does not.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
    setPending(null);
  }, [value]);

  // Debounce: the text becomes pending `debounceMs` after the last keystroke.
  useEffect(() => {
    const keyword = text.trim();
    if (keyword === sent.current) {
      setPending(null);
      return;
    }
    const timer = setTimeout(() => setPending(allowedKeyword(keyword, minChars) ? keyword : null), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs, minChars]);

  // A pending search fires when nothing is loading.
  useEffect(() => {
    if (pending === null || loading) return;
    sent.current = pending;
    setPending(null);
    onSearchRef.current(pending);
  }, [pending, loading]);

  return (
    <form
      role="search"
      method="get"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const keyword = text.trim();
        if (keyword !== sent.current && allowedKeyword(keyword, minChars)) setPending(keyword);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label ?? placeholder}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        name="keyword"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      {Object.entries(params).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </form>
  );
}
