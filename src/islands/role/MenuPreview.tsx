import { visibleMenu, type MenuPreviewItem } from '@/features/role/catalogue';

export interface MenuPreviewProps {
  items: MenuPreviewItem[];
  keys: readonly string[];
}

/** What the sidebar of a member of this role will show, as the keys stand now (the shell's own menu rules). */
export function MenuPreview({ items, keys }: MenuPreviewProps) {
  const visible = visibleMenu(items, new Set(keys));
  const sections: { group: string | null; labels: string[] }[] = [];
  for (const item of visible) {
    const last = sections.at(-1);
    if (last && last.group === item.group) last.labels.push(item.label);
    else sections.push({ group: item.group, labels: [item.label] });
  }
  return (
    <aside className="card role-preview" aria-labelledby="role-preview-title">
      <h2 id="role-preview-title">Menu preview</h2>
      <p className="role-muted" aria-live="polite">
        Members will see {visible.length} of {items.length} menu items.
      </p>
      <div>
        {sections.map((s) => (
          <div key={s.group ?? '-'} className="role-preview-section">
            {s.group && <h3>{s.group}</h3>}
            <ul>
              {s.labels.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="role-muted role-preview-note">
        For people with the admin route rule. The route rule (admin or editor) is set per person on their account; with the editor rule a person sees only the
        Dashboard.
      </p>
    </aside>
  );
}
