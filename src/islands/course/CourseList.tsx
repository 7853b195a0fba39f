import { useState } from 'react';
import ResourceList, { type ResourceListProps } from '@/islands/kit/ResourceList';
import { registerCell } from '@/islands/kit/cells';
import { titleCase } from '@/lib/format';

/** Copies a course as a draft and opens the copy's wizard. */
function DuplicateButton({ id, title }: { id: number; title: string }) {
  const [busy, setBusy] = useState(false);
  const duplicate = async () => {
    setBusy(true);
    try {
      const { duplicateCourse } = await import('./duplicate-course');
      await duplicateCourse(id);
    } catch {
      setBusy(false); // the error dialog says why
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

/** /course: the kit's list with the course's own cells (status with the wizard's progress, and Duplicate). */
export default function CourseList(props: ResourceListProps) {
  return <ResourceList {...props} />;
}
