import { formatDate } from '@/lib/format';
import { typeLabel } from '@/features/assignment/labels';
import type { AssignmentRow, HistoryEntry } from '@/features/assignment/schemas';
import './assignment.css';

const HISTORY_LABELS: Record<string, string> = { create: 'Created', update: 'Changed', grade: 'Graded', 'grade-bulk': 'Graded (bulk)', submit: 'Submission' };

/**
 * The General tab of /assignment/detail/{id} (spec 002 §2). Rendered on the server only (the page gives it no client
 * directive): the tabs are links (src/components/Tabs.astro), so nothing here needs JavaScript.
 */
export default function AssignmentDetail({ assignment: a }: { assignment: AssignmentRow & { history: HistoryEntry[] } }) {
  const extensions = Object.values(a.allowed_upload_extensions).flat();
  return (
    <dl className="asg-general">
      <dt>Title</dt>
      <dd>{a.title}</dd>
      <dt>Instruction</dt>
      {/* Sanitised on the server before it was stored (sanitizeRichText). */}
      <dd className="asg-instruction" dangerouslySetInnerHTML={{ __html: a.instruction }} />
      <dt>Grading Status</dt>
      <dd>{a.grading_status === 'graded' ? 'Graded' : 'Ungraded'}</dd>
      <dt>Assignment Type</dt>
      <dd>{typeLabel(a.assignment_type)}</dd>
      <dt>File Type</dt>
      <dd className="asg-ext-badges">
        {extensions.length
          ? extensions.map((e) => (
              <span key={e} className="pill">
                {e.toUpperCase()}
              </span>
            ))
          : '-'}
      </dd>
      <dt>History</dt>
      <dd>
        {a.history.length === 0 ? (
          '-'
        ) : (
          <ul>
            {a.history.map((h, i) => (
              <li key={i}>
                {HISTORY_LABELS[h.action] ?? h.action} by {h.user ?? '-'} on {formatDate(h.created_at, 'DD MMM YYYY, HH:mm')}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
