import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select } from '@/ui/Select';
import { MultiSelect } from '@/ui/MultiSelect';
import { NumberInput } from '@/ui/NumberInput';
import { RadioGroup } from '@/ui/RadioGroup';
import { MoveButtons } from '@/ui/MoveButtons';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { expertJourneyApi } from '@/features/expert/api';
import { journeyMessages as M } from '@/features/expert/messages';
import { JourneyInputSchema, STEP_KIND_LABELS, type JourneyDetail, type Option } from '@/features/expert/schemas';
import './expert.css';

type StepKind = keyof typeof STEP_KIND_LABELS;
type Step = { kind: StepKind; ref_id: number | null; sessions: number | null };
type Values = {
  title: string;
  description: string;
  expert_level_id: number | null;
  status: 'draft' | 'publish';
  steps: Step[];
  expert_ids: number[];
};

const LIST = '/expert/expert-journey';
const screen = saveChangesForm('expert-journey-form', LIST, expertJourneyApi, M);
const KIND_OPTIONS = Object.entries(STEP_KIND_LABELS).map(([value, label]) => ({ value: value as StepKind, label }));

const initialOf = (j?: JourneyDetail, copy = false): Values => ({
  title: j ? (copy ? `Copy of ${j.title}` : j.title) : '',
  description: j?.description ?? '',
  expert_level_id: j?.expert_level_id ?? null,
  status: j && !copy ? j.status : 'draft',
  steps: j?.step_list.map((s) => ({ kind: s.kind, ref_id: s.ref_id, sessions: s.sessions })) ?? [{ kind: 'course', ref_id: null, sessions: null }],
  expert_ids: copy ? [] : (j?.expert_ids ?? []),
});

/** Each step as the server takes it: a course or a checkpoint by id, or a number of sessions. */
const toBody = (v: Values) => ({
  ...v,
  steps: v.steps.map((s) => (s.kind === 'sessions' ? { kind: s.kind, sessions: s.sessions } : { kind: s.kind, ref_id: s.ref_id })),
});

export interface JourneyFormProps {
  /** Edit: the journey. */
  item?: JourneyDetail;
  /** Create from a copy (/create/{id}): the journey copied, without its experts. */
  copyOf?: JourneyDetail;
  options: { levels: Option[]; courses: Option[]; checkpoints: Option[]; experts: Option[] };
}

/** /expert/expert-journey create and edit: the ordered steps to certification, the level reached and who follows it. */
export default function JourneyForm({ item, copyOf, options }: JourneyFormProps) {
  const form = useResourceForm({ screen, schema: JourneyInputSchema, initial: initialOf(item ?? copyOf, !item && !!copyOf), record: item, toBody });
  const steps = form.values.steps;
  const setStep = (i: number, next: Partial<Step>) =>
    form.set(
      'steps',
      steps.map((s, j) => (j === i ? { ...s, ...next } : s)),
    );
  const move = (i: number, by: -1 | 1) => {
    const list = [...steps];
    [list[i], list[i + by]] = [list[i + by], list[i]];
    form.set('steps', list);
  };
  const stepError = (i: number, field: string) => form.errors[`steps.${i}.${field}`] ?? null;

  return (
    <form
      ref={form.formRef}
      className="card expert-journey-form"
      onSubmit={form.submit}
      noValidate
      aria-label={form.editing ? 'Edit Expert Journey' : 'Create Expert Journey'}
    >
      <TextField label="Title" required maxLength={200} {...form.field('title')} placeholder="e.g. Certified Sales Trainer" />
      <Textarea label="Description" maxLength={2000} rows={3} {...form.field('description')} />
      <Select<number>
        label="Level Reached"
        name="expert_level_id"
        options={options.levels}
        value={form.values.expert_level_id}
        onChange={(v) => form.set('expert_level_id', v)}
        error={form.errors.expert_level_id}
        placeholder="Choose a level"
        clearable
        hint="The expert level an expert reaches once every step is met."
        noOptionsText="No expert levels yet: add them under User › Expert Level."
      />
      <fieldset>
        <legend>Steps, in order</legend>
        {form.errors.steps && (
          <p className="field-error" role="alert">
            {form.errors.steps}
          </p>
        )}
        <ol className="expert-steps">
          {steps.map((s, i) => (
            <li key={i} className="expert-step">
              <span aria-hidden="true">{i + 1}.</span>
              <Select<StepKind>
                label={`Step ${i + 1}`}
                options={KIND_OPTIONS}
                value={s.kind}
                onChange={(v) => v && setStep(i, { kind: v, ref_id: null, sessions: v === 'sessions' ? 1 : null })}
              />
              {s.kind === 'sessions' ? (
                <NumberInput
                  label={`Sessions to teach (step ${i + 1})`}
                  min={1}
                  max={1000}
                  value={s.sessions}
                  onChange={(v) => setStep(i, { sessions: v })}
                  error={stepError(i, 'sessions')}
                />
              ) : (
                <Select<number>
                  label={s.kind === 'course' ? `Course (step ${i + 1})` : `Checkpoint (step ${i + 1})`}
                  options={s.kind === 'course' ? options.courses : options.checkpoints}
                  value={s.ref_id}
                  onChange={(v) => setStep(i, { ref_id: v })}
                  error={stepError(i, 'ref_id')}
                  placeholder={s.kind === 'course' ? 'Choose a course' : 'Choose a checkpoint'}
                />
              )}
              <div className="expert-step-actions">
                <MoveButtons name={`step ${i + 1}`} onMove={(by) => move(i, by)} first={i === 0} last={i === steps.length - 1} />
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() =>
                    form.set(
                      'steps',
                      steps.filter((_, j) => j !== i),
                    )
                  }
                  disabled={steps.length === 1}
                >
                  Remove step {i + 1}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => form.set('steps', [...steps, { kind: 'course', ref_id: null, sessions: null }])}
        >
          Add Step
        </button>
      </fieldset>
      <MultiSelect<number>
        label="Experts"
        name="expert_ids"
        options={options.experts}
        value={form.values.expert_ids}
        onChange={(v) => form.set('expert_ids', v)}
        error={form.errors.expert_ids}
        placeholder="Choose experts"
        hint="Experts who are people of the organisation: their progress is read from their records."
        noOptionsText="No expert is a person of the organisation yet."
      />
      <RadioGroup
        label="Status"
        name="status"
        value={form.values.status}
        onChange={(v) => form.set('status', v)}
        options={[
          { value: 'draft', label: 'Draft' },
          { value: 'publish', label: 'Publish' },
        ]}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(LIST)} />
    </form>
  );
}
