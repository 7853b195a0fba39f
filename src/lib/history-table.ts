import { formatDate } from './format';

/** The columns of a detail page's History tab. */
export const HISTORY_COLUMNS = ['When', 'Who', 'What'] as const;

/** A time in a detail page's tables: '21/11/2026 22:04'. */
const historyWhen = (iso: string): string => formatDate(iso, 'DD/MM/YYYY HH:mm');

const AUDIT_ACTIONS: Record<string, string> = { create: 'Created', update: 'Edited', delete: 'Deleted' };

/**
 * One line of a History tab. An audit-log entry carries the action's code and the labels of the fields it changed
 * (document, provider); an entry of an area with a status workflow comes already worded, with its detail ('Draft → Review').
 */
export type HistoryEntry = { action: string; user: string; created_at: string } & ({ detail: string } | { fields: readonly string[] });

/** The rows of a History tab: when, who and what ('Edited: Title, Status'). */
export function historyRows(entries: readonly HistoryEntry[]): string[][] {
  return entries.map((h) => {
    const what = 'fields' in h ? (AUDIT_ACTIONS[h.action] ?? h.action) : h.action;
    const detail = 'fields' in h ? h.fields.join(', ') : h.detail;
    return [historyWhen(h.created_at), h.user, detail ? `${what}: ${detail}` : what];
  });
}
