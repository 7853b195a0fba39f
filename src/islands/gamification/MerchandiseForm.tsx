import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { NumberInput } from '@/ui/NumberInput';
import { RadioGroup } from '@/ui/RadioGroup';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import type { StoredFileRef } from '@/lib/file-ref';
import { guardedNavigate } from '@/stores/dirty-form';
import { ImageField } from '@/islands/kit/ImageField';
import { merchandiseApi } from '@/features/gamification/api';
import { merchandiseMessages as M } from '@/features/gamification/messages';
import { CAP_MAX, MerchandiseInputSchema, type MerchandiseDetail } from '@/features/gamification/schemas';
import './gamification.css';

type Values = {
  name: string;
  description: string;
  image: StoredFileRef | null;
  point_price: number | null;
  stock: number | null;
  status: 'active' | 'inactive';
};

const LIST = '/setting/leaderboard?tab=merchandise';
const screen = saveChangesForm('merchandise-form', LIST, merchandiseApi, M);

const initialOf = (m?: MerchandiseDetail): Values => ({
  name: m?.name ?? '',
  description: m?.description ?? '',
  image: m?.image ?? null,
  point_price: m?.point_price ?? null,
  stock: m?.stock ?? null,
  status: m?.status ?? 'active',
});

/** /setting/leaderboard/merchandise/create and /edit/{id}: what learners redeem with their points (decision 0130). */
export default function MerchandiseForm({ item }: { item?: MerchandiseDetail }) {
  const form = useResourceForm({ screen, schema: MerchandiseInputSchema, initial: initialOf(item), record: item });
  return (
    <form
      ref={form.formRef}
      className="card gamification-form"
      onSubmit={form.submit}
      noValidate
      aria-label={form.editing ? 'Edit Merchandise' : 'Create Merchandise'}
    >
      <TextField label="Name" required maxLength={120} {...form.field('name')} placeholder="e.g. Company tumbler" />
      <Textarea label="Description" maxLength={1000} rows={3} {...form.field('description')} />
      <ImageField label="Picture" picker="button" folder="pictures" {...form.field('image')} hint="JPG, PNG or WebP; a square picture looks best." />
      <div className="gamification-pair">
        <NumberInput label="Point price" required min={1} max={CAP_MAX} {...form.field('point_price')} hint="Points one item costs." />
        <NumberInput
          label="Stock"
          required
          min={0}
          max={CAP_MAX}
          {...form.field('stock')}
          hint="Items left. Each redemption takes one; saving sets the number you type."
        />
      </div>
      <RadioGroup
        label="Status"
        value={form.values.status}
        onChange={(v) => form.set('status', v)}
        options={[
          { value: 'active', label: 'Active: learners may redeem it' },
          { value: 'inactive', label: 'Inactive: cannot be redeemed' },
        ]}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(LIST)} />
    </form>
  );
}
