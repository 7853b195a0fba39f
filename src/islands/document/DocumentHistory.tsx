import { formatDate } from '@/lib/format';
import type { DocumentHistoryEntry } from '@/features/document/schemas';

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Edited', delete: 'Deleted' };

/** The detail page's History tab (server-rendered): the audit entries, newest first. */
export function DocumentHistory({ entries }: { entries: DocumentHistoryEntry[] }) {
  if (entries.length === 0) return <p>No changes recorded yet.</p>;
  return (
    <table className="table">
      <caption>Changes to this document, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((h, i) => (
          <tr key={i}>
            <td>{formatDate(h.created_at, 'DD/MM/YYYY HH:mm')}</td>
            <td>{h.user}</td>
            <td>
              {ACTIONS[h.action] ?? h.action}
              {h.fields.length ? `: ${h.fields.join(', ')}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
