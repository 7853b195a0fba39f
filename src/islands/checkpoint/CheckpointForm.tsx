import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { RadioGroup } from '@/ui/RadioGroup';
import { Select } from '@/ui/Select';
import { DateTimeField } from '@/ui/DateTimeField';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { checkpointApi } from '@/features/checkpoint/api';
import { checkpointMessages as M } from '@/features/checkpoint/messages';
import { PROFICIENCY_LEVELS } from '@/features/checkpoint/levels';
import {
  BATCH_TITLE_MAX,
  CHECKPOINT_PRIVACIES,
  CHECKPOINT_STATUSES,
  CheckpointInputSchema,
  CODE_MAX,
  DESCRIPTION_MAX,
  FINAL_SCORE_LABELS,
  FINAL_SCORES,
  NAME_MAX,
  PRIVACY_LABELS,
  STATUS_LABELS,
  TITLE_MAX,
  type CheckpointDetail,
  type CheckpointPrivacy,
  type CheckpointStatus,
  type FinalScore,
} from '@/features/checkpoint/schemas';
import { PeoplePicker, type PersonOption } from './PeoplePicker';
import './checkpoint.css';

interface Competency {
  id: number | null;
  code: string;
  name: string;
  required_level: number | null;
  criteria: string[];
}
interface Batch {
  id: number | null;
  title: string;
  start_date: string;
  end_date: string;
  user_ids: number[];
}
type Values = {
  title: string;
  description: string;
  status: CheckpointStatus;
  privacy: CheckpointPrivacy;
  final_score: FinalScore;
  competencies: Competency[];
  assessor_ids: number[];
  batches: Batch[];
};

export interface CheckpointFormProps {
  checkpoint?: CheckpointDetail;
  /** The organisation's first active people, for the pickers before a search. */
  people: PersonOption[];
}

const screen = saveChangesForm('checkpoint-form', '/checkpoint', checkpointApi, M);
const LEVEL_OPTIONS = PROFICIENCY_LEVELS.map((l) => ({ value: l.level, label: `${l.level} ${l.title}` }));
const newCompetency = (): Competency => ({ id: null, code: '', name: '', required_level: null, criteria: [] });
const newBatch = (): Batch => ({ id: null, title: '', start_date: '', end_date: '', user_ids: [] });

const initialOf = (c?: CheckpointDetail): Values => ({
  title: c?.title ?? '',
  description: c?.description ?? '',
  status: c?.status ?? 'draft',
  privacy: c?.privacy ?? 'PUBLIC',
  final_score: c?.final_score ?? 'last_score',
  competencies: c?.competencies.map((k) => ({
    id: k.id,
    code: k.code,
    name: k.name,
    required_level: k.required_level,
    criteria: k.criteria.map((x) => x.description),
  })) ?? [newCompetency()],
  assessor_ids: c?.assessors.map((a) => a.id) ?? [],
  batches: c?.batches.map((b) => ({ id: b.id, title: b.title, start_date: b.start_date, end_date: b.end_date, user_ids: b.invited.map((p) => p.id) })) ?? [],
});

/**
 * /checkpoint/create and /checkpoint/edit/{id}: the general data, the competencies with their required level and
 * criteria, the assessors, and the batches with their invited people (docs/decisions/0123). Competencies and batches
 * that already have scores cannot be removed (the server refuses it too).
 */
export default function CheckpointForm({ checkpoint, people }: CheckpointFormProps) {
  const form = useResourceForm({ screen, schema: CheckpointInputSchema, initial: initialOf(checkpoint), record: checkpoint });
  const { values, errors, set } = form;
  const chosen = [...(checkpoint?.assessors ?? []), ...(checkpoint?.batches.flatMap((b) => b.invited) ?? [])];
  const scoredCompetency = new Set(checkpoint?.competencies.filter((c) => c.scored).map((c) => c.id));
  const scoredBatch = new Set(checkpoint?.batches.filter((b) => b.scored).map((b) => b.id));

  return (
    <form ref={form.formRef} className="card cp-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Checkpoint' : 'Create Checkpoint'}>
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Customer Service Competency Check" />
      <Textarea label="Description" {...form.field('description')} maxLength={DESCRIPTION_MAX} rows={3} />
      <div className="cp-form-options">
        <RadioGroup
          label="Status"
          value={values.status}
          onChange={(v) => set('status', v)}
          options={CHECKPOINT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <RadioGroup
          label="Privacy"
          value={values.privacy}
          onChange={(v) => set('privacy', v)}
          options={CHECKPOINT_PRIVACIES.map((p) => ({ value: p, label: PRIVACY_LABELS[p] }))}
        />
        <RadioGroup
          label="Final Score"
          value={values.final_score}
          onChange={(v) => set('final_score', v)}
          options={FINAL_SCORES.map((f) => ({ value: f, label: FINAL_SCORE_LABELS[f] }))}
        />
      </div>

      <fieldset className="cp-section">
        <legend>Competencies</legend>
        {errors.competencies && !values.competencies.length && <p className="field-error">{errors.competencies}</p>}
        {values.competencies.map((c, i) => (
          <div key={c.id ?? `new-${i}`} className="cp-item" role="group" aria-label={`Competency ${i + 1}`}>
            <div className="cp-item-row">
              <TextField label={`Code ${i + 1}`} required {...form.at<string>(`competencies.${i}.code`)} maxLength={CODE_MAX} placeholder="e.g. CS-01" />
              <TextField label={`Competency ${i + 1}`} required {...form.at<string>(`competencies.${i}.name`)} maxLength={NAME_MAX} />
              <Select<number>
                label={`Required Level ${i + 1}`}
                required
                options={LEVEL_OPTIONS}
                {...form.at<number | null>(`competencies.${i}.required_level`)}
                placeholder="Choose a level"
              />
            </div>
            <Textarea
              label={`Criteria ${i + 1}`}
              required
              rows={3}
              value={c.criteria.join('\n')}
              onChange={(v) => form.setAt(`competencies.${i}.criteria`, v.split('\n'))}
              onBlur={() => form.touch(`competencies.${i}.criteria`)}
              error={errors[`competencies.${i}.criteria`] ?? null}
              hint="One criterion per line: what the assessor looks for."
            />
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={scoredCompetency.has(c.id ?? -1) || values.competencies.length === 1}
              title={scoredCompetency.has(c.id ?? -1) ? 'Scored: it cannot be removed' : undefined}
              onClick={() =>
                set(
                  'competencies',
                  values.competencies.filter((_, j) => j !== i),
                )
              }
            >
              Remove competency {i + 1}
            </button>
          </div>
        ))}
        <button type="button" className="btn btn-outline" onClick={() => set('competencies', [...values.competencies, newCompetency()])}>
          Add Competency
        </button>
      </fieldset>

      <fieldset className="cp-section">
        <legend>Assessors</legend>
        <PeoplePicker label="Assessors" required {...form.field('assessor_ids')} chosen={chosen} people={people} />
      </fieldset>

      <fieldset className="cp-section">
        <legend>Batches</legend>
        {values.batches.length === 0 && <p>No batch yet: add one to invite people.</p>}
        {values.batches.map((b, i) => (
          <div key={b.id ?? `new-${i}`} className="cp-item" role="group" aria-label={`Batch ${i + 1}`}>
            <div className="cp-item-row">
              <TextField label={`Batch Title ${i + 1}`} required {...form.at<string>(`batches.${i}.title`)} maxLength={BATCH_TITLE_MAX} />
              <DateTimeField kind="date" label={`Start Date ${i + 1} (WIB)`} required {...form.at<string>(`batches.${i}.start_date`)} />
              <DateTimeField kind="date" label={`End Date ${i + 1} (WIB)`} required {...form.at<string>(`batches.${i}.end_date`)} />
            </div>
            <PeoplePicker label={`Invited People ${i + 1}`} {...form.at<number[]>(`batches.${i}.user_ids`)} chosen={chosen} people={people} />
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={scoredBatch.has(b.id ?? -1)}
              title={scoredBatch.has(b.id ?? -1) ? 'Scored: it cannot be removed' : undefined}
              onClick={() =>
                set(
                  'batches',
                  values.batches.filter((_, j) => j !== i),
                )
              }
            >
              Remove batch {i + 1}
            </button>
          </div>
        ))}
        <button type="button" className="btn btn-outline" onClick={() => set('batches', [...values.batches, newBatch()])}>
          Add Batch
        </button>
      </fieldset>

      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/checkpoint')} />
    </form>
  );
}
