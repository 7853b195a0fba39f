import { Select } from '@/ui/Select';
import { DateTimeField } from '@/ui/DateTimeField';
import { NumberInput } from '@/ui/NumberInput';
import { RadioGroup } from '@/ui/RadioGroup';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { pointRuleApi } from '@/features/gamification/api';
import { pointMessages as M } from '@/features/gamification/messages';
import {
  ACTIVITY_HINTS,
  ACTIVITY_LABELS,
  CAP_MAX,
  POINT_ACTIVITIES,
  POINTS_MAX,
  PointRuleInputSchema,
  type PointActivity,
  type PointRuleDetail,
} from '@/features/gamification/schemas';
import './gamification.css';

type Values = {
  activity: PointActivity | null;
  points: number | null;
  daily_cap: number | null;
  starts_on: string;
  ends_on: string;
  status: 'active' | 'inactive';
};

const LIST = '/setting/point';
const screen = saveChangesForm('point-rule-form', LIST, pointRuleApi, M);

const initialOf = (r?: PointRuleDetail): Values => ({
  activity: r?.activity ?? null,
  points: r?.points ?? null,
  daily_cap: r?.daily_cap ?? null,
  starts_on: r?.starts_on ?? '',
  ends_on: r?.ends_on ?? '',
  status: r?.status ?? 'active',
});

/** /setting/point/create and /edit/{id}: what one activity earns, capped per day, within a period (decision 0130). */
export default function PointRuleForm({ rule }: { rule?: PointRuleDetail }) {
  const form = useResourceForm({ screen, schema: PointRuleInputSchema, initial: initialOf(rule), record: rule });
  const { activity, status } = form.values;
  const noEvent = activity === 'journey_completed';

  return (
    <form ref={form.formRef} className="card gamification-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Point' : 'Create Point'}>
      <Select
        label="Activity"
        required
        options={POINT_ACTIVITIES.map((a) => ({ value: a, label: ACTIVITY_LABELS[a] }))}
        {...form.field('activity')}
        placeholder="Choose the activity that earns points"
      />
      {activity && (
        <p className={noEvent ? 'gamification-note gamification-note-warn' : 'gamification-note'} role="note">
          {ACTIVITY_HINTS[activity]}
        </p>
      )}
      <div className="gamification-pair">
        <NumberInput label="Points" required min={1} max={POINTS_MAX} {...form.field('points')} hint="Points earned each time the activity is done." />
        <NumberInput
          label="Daily cap"
          min={1}
          max={CAP_MAX}
          {...form.field('daily_cap')}
          hint="At most this many points a learner earns from this activity in one day (Jakarta time). Empty: no cap."
        />
      </div>
      <div className="gamification-pair">
        <DateTimeField kind="date" label="Active from" {...form.field('starts_on')} hint="DD/MM/YYYY. Empty: from now on." />
        <DateTimeField kind="date" label="Active until" {...form.field('ends_on')} hint="DD/MM/YYYY. Empty: no end. Both days count." />
      </div>
      <RadioGroup
        label="Status"
        value={status}
        onChange={(v) => form.set('status', v)}
        options={[
          { value: 'active', label: 'Active: awards points' },
          { value: 'inactive', label: 'Inactive: awards nothing' },
        ]}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(LIST)} />
    </form>
  );
}
