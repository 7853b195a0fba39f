import { useId, useMemo, useState, type KeyboardEvent } from 'react';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/**
 * Keyboard and filtering logic of the ARIA 1.2 combobox + listbox pattern, shared by Select and MultiSelect.
 * Focus stays in the input; the active option is exposed through aria-activedescendant.
 */
export function useCombobox<V extends string | number>(options: readonly SelectOption<V>[], onPick: (option: SelectOption<V>) => void, keepOpen = false) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQueryState] = useState('');
  const [active, setActive] = useState(-1);

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options.slice();
  }, [options, query]);

  const enabledFrom = (start: number, dir: 1 | -1) => {
    for (let i = start; i >= 0 && i < filtered.length; i += dir) if (!filtered[i].disabled) return i;
    return -1;
  };

  const openList = (initial = -1) => {
    setOpen(true);
    setActive(initial >= 0 ? initial : enabledFrom(0, 1));
  };
  const close = () => {
    setOpen(false);
    setQueryState('');
    setActive(-1);
  };
  const setQuery = (q: string) => {
    setQueryState(q);
    setOpen(true);
    setActive(0);
  };
  const pick = (option: SelectOption<V> | undefined) => {
    if (!option || option.disabled) return;
    onPick(option);
    if (keepOpen) setQueryState('');
    else close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown': {
        e.preventDefault();
        if (!open) return openList();
        const next = enabledFrom(active + 1, 1);
        if (next >= 0) setActive(next);
        return;
      }
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) return openList(enabledFrom(filtered.length - 1, -1));
        const prev = enabledFrom(active - 1, -1);
        if (prev >= 0) setActive(prev);
        return;
      }
      case 'Home':
      case 'End':
        if (!open) return;
        e.preventDefault();
        setActive(e.key === 'Home' ? enabledFrom(0, 1) : enabledFrom(filtered.length - 1, -1));
        return;
      case 'Enter':
        if (!open) return;
        e.preventDefault();
        pick(filtered[active]);
        return;
      case 'Escape':
        if (!open) return;
        // Close the list, not the dialog around it.
        e.preventDefault();
        e.stopPropagation();
        e.nativeEvent.stopImmediatePropagation();
        close();
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const optionId = (index: number) => `${listId}-opt-${index}`;
  const inputAria = {
    role: 'combobox' as const,
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': open && active >= 0 && filtered[active] ? optionId(active) : undefined,
  };

  return { listId, open, query, active, filtered, setActive, setQuery, openList, close, pick, onKeyDown, optionId, inputAria };
}
