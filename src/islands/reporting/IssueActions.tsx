import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import type { ReportingApi } from '@/features/reporting/api';

/** The issue report's update route (routesOf(reportingApi, 'issueUpdate')), handed down by the page. */
export type IssueRoutes = RoutesOf<Pick<ReportingApi, 'issueUpdate'>>;

export interface IssueActionsProps {
  routes: IssueRoutes;
  id: number;
  status: string;
  assigneeId: number | null;
  statuses: { value: string; label: string }[];
  assignees: { value: string; label: string }[];
}

/**
 * An issue's follow-up (decision 0143): its status (open → in progress → resolved, or back), its assignee and a note,
 * saved together as one history entry; the page reloads with the new history.
 */
export default function IssueActions({ routes, id, status, assigneeId, statuses, assignees }: IssueActionsProps) {
  const [next, setNext] = useState(status);
  const [assignee, setAssignee] = useState(assigneeId === null ? '' : String(assigneeId));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const save = async (e: React.SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setFailed(null);
    try {
      const body = {
        ...(next !== status && { status: next as 'open' }),
        ...(assignee !== (assigneeId === null ? '' : String(assigneeId)) && { assignee_id: assignee ? Number(assignee) : null }),
        ...(note.trim() && { note: note.trim() }),
      };
      await createClient(routes).issueUpdate({ params: { id }, body });
      window.location.reload();
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'Failed');
      setBusy(false);
    }
  };
  return (
    <form className="card issue-actions" onSubmit={(e) => void save(e)}>
      <h2>Follow up</h2>
      <div className="issue-actions-fields">
        <label className="field">
          <span className="field-label">Status</span>
          <select className="input" value={next} onChange={(e) => setNext(e.target.value)}>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Assignee</span>
          <select className="input" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">Not assigned</option>
            {assignees.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="field">
        <span className="field-label">Note</span>
        <textarea className="input" rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Save
      </button>
      {failed && (
        <p role="alert" className="field-error">
          {failed}
        </p>
      )}
    </form>
  );
}
