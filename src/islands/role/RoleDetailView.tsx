import { catalogue, labelOf } from '@/features/role/catalogue';
import type { RoleDetail } from '@/features/role/schemas';
import { formatDate } from '@/lib/format';
import './role.css';
import '@/islands/kit/detail-facts.css';

export type RoleTab = 'general' | 'members' | 'history';

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Edited', delete: 'Deleted' };

/** The role detail's tabs, rendered on the server (no client directive): keys by group, members, change history. */
export function RoleDetailView({ role, tab }: { role: RoleDetail; tab: RoleTab }) {
  if (tab === 'members') {
    const more = role.member_count - role.members.length;
    return (
      <>
        <h3>Members ({role.member_count})</h3>
        {role.members.length === 0 ? (
          <p>Nobody has this role yet. Give it to people on their account.</p>
        ) : (
          <ul>
            {role.members.map((m) => (
              <li key={m.id}>
                <a href={`/user/detail/${m.id}`}>{m.full_name}</a> <span className="role-muted">{m.email}</span>
                {m.status !== 'active' && <span className="role-muted"> ({m.status})</span>}
              </li>
            ))}
          </ul>
        )}
        {more > 0 && <p className="role-muted">and {more} more (the user list filters by role).</p>}
      </>
    );
  }
  if (tab === 'history') {
    return (
      <>
        <h3>Change history</h3>
        {role.audit.length === 0 && <p>No recorded changes.</p>}
        <ol className="role-audit">
          {role.audit.map((a) => (
            <li key={a.id}>
              <strong>{ACTIONS[a.action] ?? a.action}</strong> {formatDate(a.at, 'DD/MM/YYYY HH:mm')} by {a.by ?? 'a removed user'}
              {a.changes.map((c) => (
                <div key={c}>{c}</div>
              ))}
              {a.added.length > 0 && <div className="role-added">Added: {a.added.join(', ')}</div>}
              {a.removed.length > 0 && <div className="role-removed">Removed: {a.removed.join(', ')}</div>}
            </li>
          ))}
        </ol>
      </>
    );
  }
  const groups = catalogue(role.keys);
  return (
    <dl className="detail-facts keep-lines">
      <dt>Description</dt>
      <dd>{role.description || '-'}</dd>
      <dt>Type</dt>
      <dd>{role.built_in ? 'Built-in administrator role (always keeps account-role; cannot be deleted)' : 'Custom role'}</dd>
      <dt>Members</dt>
      <dd>{role.member_count}</dd>
      <dt>Permissions ({role.keys.length})</dt>
      <dd>
        {groups.length === 0 ? (
          'None: members see only the Dashboard.'
        ) : (
          <div className="role-key-groups">
            {groups.map((g) => (
              <div key={g.group}>
                <strong>{g.label}</strong>
                <ul aria-label={`${g.label} permissions`}>
                  {g.keys.map((k) => (
                    <li key={k.key} className="pill">
                      {labelOf(k.key)} <code>{k.key}</code>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </dd>
      <dt>Last Update</dt>
      <dd>{formatDate(role.updated_at, 'DD/MM/YYYY HH:mm')}</dd>
    </dl>
  );
}
