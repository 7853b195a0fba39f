import { useEffect, useRef, useState } from 'react';
import type { SelectOption } from '@/ui/Select';
import { pickerClient } from '@/features/directory/client';
import type { UserPickRow } from '@/features/directory/schemas';

/** The console's search rule (spec 000 §5): 3 characters, 500 ms. */
const MIN_CHARS = 3;
const DEBOUNCE_MS = 500;

export type PersonOption = Pick<UserPickRow, 'id' | 'full_name' | 'email'>;

/** A person as a select shows them: 'Full Name (e-mail)'. */
export const personOption = (p: PersonOption): SelectOption<number> => ({ value: p.id, label: `${p.full_name} (${p.email})` });

/** The select's text while a search finds nobody. */
export const NOBODY_MATCHES = 'Nobody matches; try another search above.';

/**
 * A people picker's search (GET /users, which serves 100,000 people as well as 40): the first people come with the
 * page; typing searches after the console's rule, and a failed search keeps the people already shown.
 */
export function usePeopleSearch(initial: PersonOption[]) {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<PersonOption[]>(initial);
  const [searching, setSearching] = useState(false);
  const searched = useRef(false);

  useEffect(() => {
    const text = keyword.trim();
    // The first people came with the page; search only once the user types.
    if (!searched.current && text === '') return;
    searched.current = true;
    if (text.length > 0 && text.length < MIN_CHARS) return;
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      pickerClient
        .users({ query: { keyword: text, page_size: 10 } })
        .then((data) => current && setFound(data.results))
        .catch(() => undefined)
        .finally(() => current && setSearching(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  /** The search box's value, change, placeholder and hint; `list` names the select that shows the matches. */
  const searchField = (list: string) => ({
    value: keyword,
    onChange: setKeyword,
    placeholder: 'Name, email, NIK or position',
    hint: searching ? 'Searching…' : `Type at least ${MIN_CHARS} characters; the ${list} list below shows the matches.`,
  });

  return { found, searchField };
}
