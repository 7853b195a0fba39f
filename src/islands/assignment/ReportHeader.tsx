import { useState } from 'react';
import { Modal } from '@/ui/Modal';
import { useHydrated } from '@/islands/kit/ReportShell';
import { formatDate } from '@/lib/format';
import { typeLabel } from '@/features/assignment/labels';
import { assignmentMessages as M } from '@/features/assignment/messages';
import type { AssignmentDashboard } from '@/features/assignment/schemas';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** 'Due Date {date}', '{n} Passing Grade', raw values otherwise, joined with a comma; '-' when empty. */
function conditionText(conditions: AssignmentDashboard['conditions'] | undefined): string {
  if (!conditions?.length) return '-';
  return conditions
    .map((c) =>
      c.key === 'due_date' ? M.dueDate(formatDate(String(c.value), 'DD MMM YYYY, HH:mm')) : c.key === 'pass_grade' ? M.passingGrade(c.value) : String(c.value),
    )
    .join(', ');
}

/** The report's header: title, description, experts, Grade All and Download Report, and the condition card. */
export function ReportHeader(props: {
  title: string;
  type: string;
  dashboard: AssignmentDashboard;
  /** Loading, or not hydrated yet: the actions wait. */
  busy: boolean;
  downloading: boolean;
  onGradeAll: () => void;
  onDownload: () => void;
}) {
  const { dashboard: d, busy } = props;
  const [experts, setExperts] = useState(false);
  const hydrated = useHydrated();
  const list = d.experts;
  return (
    <>
      <section className="card asg-head">
        <div>
          <h2>{props.title}</h2>
          <p>{M.reportDescription(typeLabel(props.type))}</p>
          {list.length > 0 && (
            <div className="asg-experts">
              <span aria-hidden="true" className="asg-avatars">
                {list.slice(0, 5).map((e) =>
                  e.avatar ? (
                    <img key={e.id} className="asg-avatar" src={e.avatar} alt="" />
                  ) : (
                    <span key={e.id} className="asg-avatar">
                      {initials(e.name)}
                    </span>
                  ),
                )}
              </span>
              <span>
                Expert :{' '}
                {list
                  .slice(0, 2)
                  .map((e) => e.name)
                  .join(', ')}
                {list.length > 2 && (
                  <>
                    {' '}
                    <button type="button" className="btn btn-outline btn-sm asg-others" onClick={() => setExperts(true)} disabled={!hydrated}>
                      {M.others}
                    </button>
                  </>
                )}
              </span>
            </div>
          )}
        </div>
        <div className="asg-actions">
          <button type="button" className="btn btn-outline" disabled={busy} onClick={props.onGradeAll}>
            {M.gradeAll}
          </button>
          <button type="button" className="btn" disabled={busy || props.downloading} onClick={props.onDownload}>
            {M.downloadReport}
          </button>
        </div>
      </section>
      <section className="card asg-condition">
        <h3>{M.condition}</h3>
        <p>{conditionText(d.conditions)}</p>
      </section>
      {experts && (
        <Modal open onClose={() => setExperts(false)} title={M.listExpert} size="small">
          <ul className="asg-people">
            {list.map((e) => (
              <li key={e.id} className="asg-person">
                <span className="asg-avatar">{initials(e.name)}</span> {e.name}
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
