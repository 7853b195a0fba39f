import { useId, useMemo, useState } from 'react';
import { Checkbox } from '@/ui/Checkbox';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { catalogue, groupState, searchCatalogue, sortKeys } from '@/features/role/catalogue';
import type { PermissionKey } from '@/lib/permissions';

export interface PermissionEditorProps {
  value: PermissionKey[];
  onChange: (keys: PermissionKey[]) => void;
  /** Keys that cannot be switched off here (the built-in role's account-role), with the reason. */
  locked?: { key: PermissionKey; reason: string }[];
  error?: string;
}

const GROUPS = catalogue();

/**
 * The role catalogue (spec 000 §3) as one row per group with a select-all (indeterminate when some are on) and a
 * switch per sub-permission, and a search over the keys. Select-all acts on the keys the search shows.
 */
export function PermissionEditor({ value, onChange, locked = [], error }: PermissionEditorProps) {
  const uid = useId();
  const [search, setSearch] = useState('');
  const selected = useMemo(() => new Set<string>(value), [value]);
  const lockedKeys = new Map(locked.map((l) => [l.key, l.reason]));
  const shown = searchCatalogue(GROUPS, search);
  const set = (keys: string[], on: boolean) => {
    const next = new Set(selected);
    for (const k of keys) {
      if (on) next.add(k);
      else if (!lockedKeys.has(k as PermissionKey)) next.delete(k);
    }
    onChange(sortKeys(next));
  };

  return (
    <div className="role-permissions" role="group" aria-labelledby={`${uid}-title`} aria-describedby={error ? `${uid}-error` : undefined}>
      <div className="role-permissions-head">
        <h2 id={`${uid}-title`}>Permissions</h2>
        <span className="role-muted">
          {value.length} of {GROUPS.reduce((n, g) => n + g.keys.length, 0)} selected
        </span>
      </div>
      <TextField label="Search permissions" value={search} onChange={setSearch} placeholder="e.g. quiz, report, setting-faq" />
      {error && (
        <p className="field-error" id={`${uid}-error`} role="alert">
          {error}
        </p>
      )}
      {shown.length === 0 && <p className="role-muted">No permission matches “{search}”.</p>}
      {shown.map((g) => {
        const state = groupState(g, selected);
        const full = GROUPS.find((x) => x.group === g.group)!;
        const on = full.keys.filter((k) => selected.has(k.key)).length;
        return (
          <section key={g.group} className="role-group" aria-labelledby={`${uid}-${g.group}`}>
            <div className="role-group-head">
              <h3 id={`${uid}-${g.group}`}>{g.label}</h3>
              <span className="role-muted">
                {on}/{full.keys.length}
              </span>
              <Checkbox
                className="role-select-all"
                label={search ? `Select all shown in ${g.label}` : `Select all ${g.label}`}
                checked={state === 'all'}
                indeterminate={state === 'some'}
                onChange={(checked) =>
                  set(
                    g.keys.map((k) => k.key),
                    checked,
                  )
                }
              />
            </div>
            <div className="role-keys">
              {g.keys.map((k) => (
                <Switch
                  key={k.key}
                  className="role-key"
                  checked={selected.has(k.key)}
                  disabled={lockedKeys.has(k.key) && selected.has(k.key)}
                  hint={lockedKeys.get(k.key)}
                  onChange={(checked) => set([k.key], checked)}
                  label={
                    <span className="role-key-label">
                      {k.label} <code>{k.key}</code>
                    </span>
                  }
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
