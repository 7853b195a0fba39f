import { useState } from 'react';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { classroomClient } from '@/features/classroom/client';
import { classroomMessages as M } from '@/features/classroom/messages';
import type { Batch } from '@/features/classroom/schemas';
import { BatchForm } from './BatchForm';
import { classroomWizard } from '@/features/classroom/wizard';
import type { ContentTypeInfo } from '@/lib/content-types';
import { formatDateInput } from '@/lib/date-input';

/** Step 3 Batch (/classroom/create/batch): the classroom's batches; each is added, edited or deleted on its own. */
export function BatchStep({ classroomId, initial, types }: { classroomId: number; initial: Batch[]; types: ContentTypeInfo[] }) {
  const [batches, setBatches] = useState(initial);
  const [editing, setEditing] = useState<Batch | 'new' | null>(initial.length ? null : 'new');
  const [deleting, setDeleting] = useState<Batch | null>(null);

  const remove = async () => {
    if (!deleting) return;
    try {
      await classroomClient.removeBatch(classroomId, deleting.id);
      setBatches((all) => all.filter((b) => b.id !== deleting.id));
      toast.success(M.batchDeleted);
    } catch (err) {
      showError(err, M.batchDeleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="card classroom-step" aria-label="Batch">
      <h2>Batch</h2>
      <ul className="classroom-batches" aria-label="Batches">
        {batches.map((b) => (
          <li key={b.id} className="classroom-batch-card">
            <div>
              <strong>{b.general.title}</strong>
              <div className="field-hint">
                {formatDateInput('date', b.general.start_date)} – {formatDateInput('date', b.general.end_date)} ·{' '}
                {b.rundown.reduce((n, d) => n + d.sessions.length, 0)} sessions · {b.location.location_name || 'No location'}
              </div>
            </div>
            <button type="button" className="btn btn-sm btn-outline" aria-label={`Edit ${b.general.title}`} onClick={() => setEditing(b)}>
              Edit
            </button>
            <button type="button" className="btn btn-sm btn-outline" aria-label={`Delete ${b.general.title}`} onClick={() => setDeleting(b)}>
              Delete
            </button>
          </li>
        ))}
        {batches.length === 0 && <li>No batch yet.</li>}
      </ul>
      {editing === null && (
        <button type="button" className="btn btn-outline" onClick={() => setEditing('new')}>
          Add Batch
        </button>
      )}
      {editing !== null && (
        <BatchForm
          key={editing === 'new' ? 'new' : editing.id}
          classroomId={classroomId}
          batch={editing === 'new' ? null : editing}
          types={types}
          onCancel={() => setEditing(null)}
          onSaved={(b) => {
            setBatches((all) => (all.some((x) => x.id === b.id) ? all.map((x) => (x.id === b.id ? b : x)) : [...all, b]));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Batch?"
        text={`"${deleting?.general.title ?? ''}" will be deleted with its rundown.`}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
      <div className="form-actions">
        <a className="btn btn-outline" href={classroomWizard.stepHref(classroomId, 2)}>
          Back
        </a>
        <a
          className={`btn btn-primary${batches.length ? '' : ' disabled'}`}
          aria-disabled={batches.length ? undefined : true}
          href={batches.length ? classroomWizard.stepHref(classroomId, 4) : undefined}
        >
          Continue to Participant
        </a>
      </div>
    </section>
  );
}
