import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Switch } from '@/ui/Switch';
import { ImageUpload } from '@/ui/ImageUpload';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { providerApi } from '@/features/provider/api';
import { providerMessages as M } from '@/features/provider/messages';
import {
  CONTACT_MAX,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PHONE_MAX,
  ProviderInputSchema,
  WEBSITE_MAX,
  type ProviderValues,
} from '@/features/provider/schemas';
import { ProviderLogo } from './ProviderLogo';
import './provider.css';

export interface ProviderFormProps {
  /** Edit: the provider as stored (with the updated_at the edit starts from). */
  provider?: ProviderValues & { id: number; updated_at: string };
}

const EMPTY: ProviderValues = { name: '', logo: null, contact_person: '', email: '', phone: '', website: '', description: '', is_active: true };

/** The form's declaration (decision 0071): sends at once on create, asks 'Save Changes?' on edit. */
const screen = saveChangesForm('provider-form', '/provider', providerApi, M);

/** /provider/create and /provider/edit/{id}: validated on input and on submit, Save Changes? on edit, dirty guard. */
export default function ProviderForm({ provider }: ProviderFormProps) {
  const initial: ProviderValues = provider
    ? {
        name: provider.name,
        logo: provider.logo,
        contact_person: provider.contact_person,
        email: provider.email,
        phone: provider.phone,
        website: provider.website,
        description: provider.description,
        is_active: provider.is_active,
      }
    : EMPTY;
  const form = useResourceForm({ screen, schema: ProviderInputSchema, initial, record: provider });
  const { values, errors } = form;
  const [uploading, setUploading] = useState(false);

  return (
    <form ref={form.formRef} className="card provider-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Provider' : 'Create Provider'}>
      <TextField label="Name" required {...form.field('name')} maxLength={NAME_MAX} placeholder="e.g. Garuda Leadership Institute" />
      <div className="field" role="group" aria-labelledby="provider-logo-label">
        <div className="field-label-row">
          <span id="provider-logo-label">Logo</span>
        </div>
        <div className="provider-logo-row">
          <ProviderLogo name={values.name || 'New provider'} logo={values.logo} size={64} />
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setUploading(true)}>
            {values.logo ? 'Change Logo' : 'Upload Logo'}
          </button>
          {values.logo && (
            <button type="button" className="btn btn-sm btn-outline" onClick={() => form.set('logo', null)}>
              Remove Logo
            </button>
          )}
        </div>
        <p className="field-hint">JPG or PNG, at most 2 MB and 480x480 pixels; a square logo looks best.</p>
        {errors.logo && <p className="field-error">{errors.logo}</p>}
      </div>
      <TextField label="Contact Person" {...form.field('contact_person')} maxLength={CONTACT_MAX} placeholder="Who to call about this provider" />
      <div className="provider-form-pair">
        <TextField label="E-mail" type="email" autoComplete="off" {...form.field('email')} maxLength={EMAIL_MAX} placeholder="name@company.com" />
        <TextField label="Phone" type="tel" autoComplete="off" {...form.field('phone')} maxLength={PHONE_MAX} placeholder="+62 21 5150 1234" />
      </div>
      <TextField label="Website" type="url" {...form.field('website')} maxLength={WEBSITE_MAX} placeholder="https://" />
      <Textarea
        label="Description"
        {...form.field('description')}
        maxLength={DESCRIPTION_MAX}
        rows={5}
        placeholder="What the provider offers, contract notes, languages…"
      />
      <Switch
        label="Active"
        name="is_active"
        checked={values.is_active}
        onChange={(v) => form.set('is_active', v)}
        hint="Only active providers are offered when content is created; inactive ones keep the content they supplied."
      />
      <ImageUpload open={uploading} onClose={() => setUploading(false)} folder="image" title="Upload Logo" onUploaded={(url) => form.set('logo', url)} />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/provider')} />
    </form>
  );
}
