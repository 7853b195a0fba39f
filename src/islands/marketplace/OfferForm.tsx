import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { offerApi } from '@/features/marketplace/api';
import { MODULE_LABELS, marketplaceMessages as M } from '@/features/marketplace/messages';
import {
  CONTENT_URL_MAX,
  MODULES,
  OFFER_DESCRIPTION_MAX,
  OFFER_TITLE_MAX,
  OfferInputSchema,
  type Module,
  type MyOffer,
  type OfferValues,
} from '@/features/marketplace/schemas';

export interface OfferFormProps {
  /** The organisation's active providers (and, on an edit, the offer's own even if it was switched off since). */
  providers: { value: string; label: string }[];
  /** Edit: the offer as stored (with the updated_at the edit starts from). */
  offer?: MyOffer;
}

const LIST = '/explore-content/offers';
const EMPTY: OfferValues = { title: '', provider_id: '', module: 'course', duration_minutes: '', price: '', description: '', content_url: '', is_active: true };
const typeOptions = MODULES.map((m) => ({ value: m, label: MODULE_LABELS[m] }));

/** The form's declaration (decision 0071): publishes at once on create, asks 'Save Changes?' on edit. */
const screen = saveChangesForm('offer-form', LIST, offerApi, M);

/** /explore-content/offers/create and /edit/{id} (decision 0141): what the catalogue shows and what a buyer gets. */
export default function OfferForm({ providers, offer }: OfferFormProps) {
  const initial: OfferValues = offer
    ? {
        title: offer.title,
        provider_id: String(offer.provider_id),
        module: offer.module,
        duration_minutes: String(offer.duration_minutes),
        price: String(offer.price),
        description: offer.description,
        content_url: offer.content_url,
        is_active: offer.is_active,
      }
    : EMPTY;
  const form = useResourceForm({ screen, schema: OfferInputSchema, initial, record: offer });
  const { values, errors } = form;
  // Duration and price are typed as text (1.500.000 is how people write rupiah); the schema reads the number.
  const asText = (name: 'duration_minutes' | 'price') => {
    const f = form.field(name);
    return { ...f, value: String(f.value ?? ''), onChange: (v: string) => f.onChange(v) };
  };

  return (
    <form ref={form.formRef} className="card" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Offer' : 'Publish Offer'}>
      <TextField label="Title" required {...form.field('title')} maxLength={OFFER_TITLE_MAX} placeholder="e.g. Data Literacy for Managers" />
      <Select<string>
        label="Provider"
        name="provider_id"
        required
        options={providers}
        value={values.provider_id === '' ? null : String(values.provider_id)}
        onChange={(v) => form.set('provider_id', v ?? '')}
        error={errors.provider_id}
        placeholder="Choose a provider"
        noOptionsText="No active provider: create one on /provider first."
        hint="One of your organisation's active providers; the catalogue names it."
      />
      <Select<Module>
        label="Type"
        name="module"
        required
        options={typeOptions}
        value={values.module as Module}
        onChange={(v) => form.set('module', v ?? 'course')}
        error={errors.module}
      />
      <TextField label="Duration (minutes)" required {...asText('duration_minutes')} placeholder="e.g. 90" />
      <TextField label="Price (Rp)" required {...asText('price')} placeholder="e.g. 1.500.000" hint="Whole rupiah; dots between thousands are fine." />
      <Textarea
        label="Description"
        {...form.field('description')}
        value={values.description ?? ''}
        maxLength={OFFER_DESCRIPTION_MAX}
        rows={4}
        placeholder="What the learners get, in a few lines"
      />
      <TextField
        label="Content address"
        required
        type="url"
        {...form.field('content_url')}
        maxLength={CONTENT_URL_MAX}
        placeholder="https://"
        hint="Where the content is opened (the provider's course, video or document). Only an organisation whose request was approved sees it."
      />
      <Switch
        label="Listed in the catalogue"
        name="is_active"
        checked={values.is_active ?? true}
        onChange={(v) => form.set('is_active', v)}
        hint="Off: withdrawn. It leaves every cart; requests already sent and content already granted stay."
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Publish'} onCancel={() => guardedNavigate(LIST)} />
    </form>
  );
}
