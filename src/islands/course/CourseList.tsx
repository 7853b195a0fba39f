import { useState } from 'react';
import ResourceList, { type ResourceListProps } from '@/islands/kit/ResourceList';
import { registerCell } from '@/islands/kit/cells';
import { api } from '@/lib/fetcher';
import { apiPath } from '@/lib/endpoint';
import { titleCase } from '@/lib/format';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { courseMessages as M } from '@/features/course/messages';

const DUPLICATE_PATH = '/api/cms/v2/courses/:id/duplicate';

/** Copies a course as a draft and opens the copy's wizard. */
function DuplicateButton({ id, title }: { id: number; title: string }) {
  const [busy, setBusy] = useState(false);
  const duplicate = async () => {
    setBusy(true);
    try {
      const data = await api<{ id: number }>(apiPath(DUPLICATE_PATH, { id }).replace(/^\/api/, ''), { method: 'POST' });
      toast.flashSuccess(M.duplicated);
      window.location.assign(`/course/edit/${data.id}`);
    } catch (err) {
      setBusy(false);
      showError(err, M.duplicateFailed);
    }
  };
  return (
    <button type="button" className="btn btn-sm btn-outline" disabled={busy} onClick={() => void duplicate()} aria-label={`Duplicate ${title}`}>
      Duplicate
    </button>
  );
}

registerCell('course-duplicate', (row) => <DuplicateButton id={Number(row.id)} title={String(row.title)} />);
registerCell('course-status', (row) => {
  const status = String(row.status);
  const done = Number(row.steps_done);
  return (
    <span className="course-status">
      <span className={`pill pill-${status}`}>{titleCase(status)}</span>
      {done < 3 && <a href={String(row.resume_href)}>{`Continue step ${done + 1} of 3`}</a>}
    </span>
  );
});
registerCell('course-steps', (row) => {
  const done = Number(row.steps_done);
  return done >= 3 ? 'Complete' : <a href={String(row.resume_href)}>{`Continue step ${done + 1} of 3`}</a>;
});

/** /course: the kit's list with the course's own cells (status with the wizard's progress, and Duplicate). */
export default function CourseList(props: ResourceListProps) {
  return <ResourceList {...props} />;
}
