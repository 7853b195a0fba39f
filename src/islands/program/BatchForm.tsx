import { useMemo } from 'react';
import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { NumberInput } from '@/ui/NumberInput';
import { DateTimeField } from '@/ui/DateTimeField';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { programApi } from '@/features/program/api';
import { batchFormMessages as M } from '@/features/program/messages';
import { BatchInputSchema, TITLE_MAX, type BatchRow } from '@/features/program/schemas';
import './program.css';

interface Values {
  title: string;
  company_id: number | null;
  start_date: string;
  end_date: string;
  capacity: number | null;
}

const initialOf = (b: BatchRow | undefined): Values => ({
  title: b?.title ?? '',
  company_id: b?.organization?.id ?? null,
  start_date: b?.start_date ?? '',
  end_date: b?.end_date ?? '',
  capacity: b?.capacity ?? null,
});

/**
 * /program/detail/{id}/create-batch and edit-batch/{batchId}/org/{orgId} (decision 0147): a batch's title, the
 * organisation of the group it is for, its WIB days and capacity; saving returns to the program's detail.
 */
export default function BatchForm({
  programId,
  batch,
  organizations,
}: {
  programId: number;
  batch?: BatchRow;
  organizations: { value: number; label: string }[];
}) {
  // Edit Batch has its participant tabs below the form (decision 0150): switching tabs must not ask about changes
  // nobody made, so there the form is dirty from its first change (as a wizard step, decision 0108).
  const editing = batch !== undefined;
  const screen = useMemo(
    () => ({
      ...saveChangesForm('program-batch-form', `/program/detail/${programId}`, { create: programApi.createBatch, update: programApi.updateBatch }, M),
      dirtyOnChange: editing,
    }),
    [programId, editing],
  );
  const params = useMemo((): Record<string, number> => (batch ? { id: programId, batchId: batch.id } : { id: programId }), [programId, batch]);
  const form = useResourceForm({ screen, schema: BatchInputSchema, initial: initialOf(batch), record: batch, params });

  return (
    <form ref={form.formRef} className="card program-form" noValidate onSubmit={form.submit} aria-label={form.editing ? 'Edit Batch' : 'Create Batch'}>
      <TextField label="Batch title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Cohort North 2027" />
      <div className="program-grid">
        <Select<number> label="Organisation" required options={organizations} {...form.field('company_id')} placeholder="Choose an organisation" />
        <DateTimeField kind="date" label="Start date" required {...form.field('start_date')} />
        <DateTimeField kind="date" label="End date" required {...form.field('end_date')} />
        <NumberInput
          label="Capacity"
          {...form.field('capacity')}
          min={1}
          max={100_000}
          placeholder="Unlimited"
          hint="Seats; past them, invited people wait on the waiting list. Empty: no limit."
        />
      </div>
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(`/program/detail/${programId}`)} />
    </form>
  );
}
