import { useState } from 'react';
import { formatDate } from '@/lib/format';
import { typeLabel } from '@/features/assignment/client';
import { assignmentMessages as M } from '@/features/assignment/messages';
import type { AssignmentRow, HistoryEntry } from '@/features/assignment/schemas';
import { AssociateList } from './AssociateList';
import './assignment.css';

const HISTORY_LABELS: Record<string, string> = { create: 'Created', update: 'Changed', grade: 'Graded', 'grade-bulk': 'Graded (bulk)', submit: 'Submission' };

/** /assignment/detail/{id}: General and, when placed somewhere, the Assignment Result tab (spec 002 §2). */
export default function AssignmentDetail({ assignment }: { assignment: AssignmentRow & { history: HistoryEntry[] } }) {
  const [tab, setTab] = useState<'general' | 'result'>('general');
  const a = assignment;
  const extensions = Object.values(a.allowed_upload_extensions).flat();
  return (
    <div className="card">
      <div className="asg-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'general'} onClick={() => setTab('general')}>
          1. General
        </button>
        {a.is_associated && (
          <button type="button" role="tab" aria-selected={tab === 'result'} onClick={() => setTab('result')}>
            2. {M.resultTab}
          </button>
        )}
      </div>
      {tab === 'general' && (
        <dl className="asg-general" role="tabpanel">
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
      )}
      {tab === 'result' && a.is_associated && (
        <div role="tabpanel">
          <AssociateList assignmentId={a.id} />
        </div>
      )}
    </div>
  );
}
