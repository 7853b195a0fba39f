import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { NumberInput } from '@/ui/NumberInput';
import { RadioGroup } from '@/ui/RadioGroup';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { targetApi } from '@/features/gamification/api';
import { targetMessages as M } from '@/features/gamification/messages';
import { AUDIENCE_LABELS, CAP_MAX, TargetInputSchema, type TargetDetail } from '@/features/gamification/schemas';
import './gamification.css';

type Audience = 'all' | 'division' | 'company';
type Values = { name: string; period: string; audience: Audience; division_id: number | null; company_id: number | null; goal: number | null };
interface Option {
  value: number;
  label: string;
}

const LIST = '/setting/leaderboard';
const screen = saveChangesForm('target-form', LIST, targetApi, M);

const initialOf = (t: TargetDetail | undefined, month: string): Values => ({
  name: t?.name ?? '',
  period: t?.period ?? month,
  audience: t?.audience ?? 'all',
  division_id: t?.division_id ?? null,
  company_id: t?.company_id ?? null,
  goal: t?.goal ?? null,
});

/** /setting/leaderboard/target/create and /edit/{id}: a goal in points for a month or a year and an audience (decision 0130). */
export default function TargetForm(props: { target?: TargetDetail; month: string; divisions: Option[]; companies: Option[] }) {
  const { target, month, divisions, companies } = props;
  const form = useResourceForm({ screen, schema: TargetInputSchema, initial: initialOf(target, month), record: target });
  const { audience } = form.values;
  return (
    <form ref={form.formRef} className="card gamification-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Target' : 'Create Target'}>
      <TextField label="Name" required maxLength={120} {...form.field('name')} placeholder="e.g. November learning sprint" />
      <TextField
        label="Period"
        required
        maxLength={7}
        {...form.field('period')}
        hint="A month as YYYY-MM (e.g. 2026-11) or a whole year as YYYY (e.g. 2026): the points learners earn in it count."
      />
      <RadioGroup
        label="Audience"
        value={audience}
        onChange={(v) => form.set('audience', v)}
        options={(['all', 'division', 'company'] as const).map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
      />
      {audience === 'division' && <Select label="Division" required options={divisions} {...form.field('division_id')} placeholder="Choose a division" />}
      {audience === 'company' && <Select label="Company" required options={companies} {...form.field('company_id')} placeholder="Choose a company" />}
      <NumberInput
        label="Goal (points)"
        required
        min={1}
        max={CAP_MAX}
        {...form.field('goal')}
        hint="The points each learner of the audience should earn in the period."
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(LIST)} />
    </form>
  );
}
