import { Checkbox } from '@/ui/Checkbox';
import { EXTENSION_GROUPS, type AllowedExtensions, type ExtensionGroup } from '@/features/assignment/schemas';

const GROUP_LABELS: Record<ExtensionGroup, string> = { documents: 'Documents', videos: 'Videos', audios: 'Audios', others: 'Others' };
const GROUPS = Object.keys(EXTENSION_GROUPS) as ExtensionGroup[];
const total = GROUPS.reduce((n, g) => n + EXTENSION_GROUPS[g].length, 0);

/** The file types grouped as documents, videos, audios and others, with Select All (spec 002 §3, §5). */
export function ExtensionPicker({
  value,
  onChange,
  disabled,
  error,
}: {
  value: AllowedExtensions;
  onChange: (v: AllowedExtensions) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  const chosen = GROUPS.reduce((n, g) => n + value[g].length, 0);
  const toggle = (g: ExtensionGroup, ext: string, on: boolean) => onChange({ ...value, [g]: on ? [...value[g], ext] : value[g].filter((e) => e !== ext) });
  const all = (on: boolean) => onChange(Object.fromEntries(GROUPS.map((g) => [g, on ? [...EXTENSION_GROUPS[g]] : []])) as AllowedExtensions);
  return (
    <div className="field">
      <span className="field-label">File Type</span>
      <Checkbox label="Select All" checked={chosen === total} indeterminate={chosen > 0 && chosen < total} onChange={all} disabled={disabled} />
      <div className="asg-grid">
        {GROUPS.map((g) => (
          <fieldset key={g} className="asg-ext-group" disabled={disabled}>
            <legend>{GROUP_LABELS[g]}</legend>
            <div className="asg-ext-list">
              {EXTENSION_GROUPS[g].map((ext) => (
                <Checkbox key={ext} label={ext.toUpperCase()} checked={value[g].includes(ext)} onChange={(on) => toggle(g, ext, on)} disabled={disabled} />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
