import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { ImageUpload } from '@/ui/ImageUpload';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { brandingApi } from '@/features/branding/api';
import { brandingMessages as M } from '@/features/branding/messages';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  HOST_MAX,
  OrganizationInputSchema,
  PHONE_MAX,
  TITLE_MAX,
  WEBSITE_TITLE_MAX,
  type OrganizationSettings,
  type OrganizationValues,
} from '@/features/branding/schemas';
import './branding.css';

const HREF = '/branding/organization';
const screen = saveChangesForm(
  'branding-organization',
  HREF,
  { update: brandingApi.saveOrganization },
  {
    ...M,
    created: M.organizationEdited,
    createFailed: M.organizationEditFailed,
    edited: M.organizationEdited,
    editFailed: M.organizationEditFailed,
  },
);

type Picture = 'url_logo' | 'url_favicon';

/** /branding/organization: the organisation's names, pictures, hosts and contact details (docs/decisions/0126). */
export default function OrganizationForm({ settings }: { settings: OrganizationSettings }) {
  const initial: OrganizationValues = {
    title: settings.title,
    website_title: settings.website_title,
    url_logo: settings.url_logo,
    url_favicon: settings.url_favicon,
    url_subdomain: settings.url_subdomain ?? '',
    url_domain: settings.url_domain ?? '',
    contact_email: settings.contact_email,
    contact_phone: settings.contact_phone,
    contact_address: settings.contact_address,
  };
  // Saving reloads the page (the list href is this page): the sidebar's logo and title show the saved ones.
  const form = useResourceForm({ screen, schema: OrganizationInputSchema, initial, record: { updated_at: settings.updated_at } });
  const { values, errors } = form;
  const [uploading, setUploading] = useState<Picture | null>(null);

  const picture = (field: Picture, label: string, hint: string) => (
    <div className="field" role="group" aria-labelledby={`${field}-label`}>
      <div className="field-label-row">
        <span id={`${field}-label`}>{label}</span>
      </div>
      <div className="branding-picture-row">
        {values[field] ? (
          <img className={`branding-picture branding-picture-${field}`} src={values[field]!} alt={`${label} of ${values.title || 'the organization'}`} />
        ) : (
          <span className="branding-picture branding-picture-none">No {label.toLowerCase()}</span>
        )}
        <button type="button" className="btn btn-sm btn-outline" onClick={() => setUploading(field)}>
          {values[field] ? `Change ${label}` : `Upload ${label}`}
        </button>
        {values[field] && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => form.set(field, null)}>
            Remove {label}
          </button>
        )}
      </div>
      <p className="field-hint">{hint}</p>
      {errors[field] && <p className="field-error">{errors[field]}</p>}
    </div>
  );

  return (
    <form ref={form.formRef} className="card branding-form" onSubmit={form.submit} noValidate aria-label="Organization">
      <h2 className="branding-section-title">Names</h2>
      <div className="branding-pair">
        <TextField
          label="Title"
          required
          {...form.field('title')}
          maxLength={TITLE_MAX}
          hint="The organization's full name, shown in the browser tab after each page's title."
        />
        <TextField
          label="Website Title"
          required
          {...form.field('website_title')}
          maxLength={WEBSITE_TITLE_MAX}
          hint="The short name beside the logo in the console's menu and on the learner site."
        />
      </div>
      <h2 className="branding-section-title">Pictures</h2>
      {picture('url_logo', 'Logo', 'JPG or PNG, at most 2 MB and 480x480 pixels; a wide logo on a transparent background looks best.')}
      {picture('url_favicon', 'Favicon', 'The small icon of the browser tab: a square JPG or PNG, at most 2 MB and 480x480 pixels.')}
      <h2 className="branding-section-title">Hosts</h2>
      <div className="branding-pair">
        <TextField
          label="Learner Site Host"
          {...form.field('url_subdomain')}
          value={values.url_subdomain ?? ''}
          maxLength={HOST_MAX}
          placeholder="learn.company.com"
          hint="Where learners open the learner site (Frontpage in the user menu); only this site may read the public branding from a browser."
        />
        <TextField
          label="Console Host"
          {...form.field('url_domain')}
          value={values.url_domain ?? ''}
          maxLength={HOST_MAX}
          placeholder="console.company.com"
          hint="The address of this console for your organization; no other organization may use it. Point its DNS here before you change it."
        />
      </div>
      <h2 className="branding-section-title">Contact Details</h2>
      <div className="branding-pair">
        <TextField
          label="Contact E-mail"
          type="email"
          autoComplete="off"
          {...form.field('contact_email')}
          maxLength={EMAIL_MAX}
          placeholder="learning@company.com"
        />
        <TextField label="Contact Phone" type="tel" autoComplete="off" {...form.field('contact_phone')} maxLength={PHONE_MAX} placeholder="+62 21 5150 1234" />
      </div>
      <Textarea label="Address" {...form.field('contact_address')} maxLength={ADDRESS_MAX} rows={3} placeholder="Street, city, postal code" />
      <ImageUpload
        open={uploading !== null}
        onClose={() => setUploading(null)}
        folder="image"
        title={uploading === 'url_favicon' ? 'Upload Favicon' : 'Upload Logo'}
        onUploaded={(url) => uploading && form.set(uploading, url)}
      />
      <FormActions form={form} submitLabel="Save Changes" onCancel={() => guardedNavigate('/dashboard')} />
    </form>
  );
}
