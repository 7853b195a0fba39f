import { TextField } from '@/ui/TextField';
import { RadioGroup } from '@/ui/RadioGroup';
import { MultiSelect } from '@/ui/MultiSelect';
import { Switch } from '@/ui/Switch';
import { DateTimeField } from '@/ui/DateTimeField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { toWibLocal } from '@/lib/wib';
import { guardedNavigate } from '@/stores/dirty-form';
import { announcementApi } from '@/features/announcement/api';
import { announcementMessages as M } from '@/features/announcement/messages';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_STATUSES,
  AUDIENCE_LABELS,
  AnnouncementInputSchema,
  STATUS_LABELS,
  TITLE_MAX,
  type AnnouncementAudience,
  type AnnouncementDetail,
  type AudienceOptions,
} from '@/features/announcement/schemas';
import './announcement.css';

type Values = {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  division_ids: number[];
  company_ids: number[];
  role_ids: number[];
  starts_at: string;
  ends_at: string;
  pinned: boolean;
  status: (typeof ANNOUNCEMENT_STATUSES)[number];
};

export interface AnnouncementFormProps {
  announcement?: AnnouncementDetail;
  audiences: AudienceOptions;
}

const LIST = '/setting/announcement';
const screen = saveChangesForm('announcement-form', LIST, announcementApi, M);

const initialOf = (a?: AnnouncementDetail): Values => ({
  title: a?.title ?? '',
  body: a?.body ?? '',
  audience: a?.audience ?? 'all',
  division_ids: a?.divisions.map((d) => d.id) ?? [],
  company_ids: a?.companies.map((c) => c.id) ?? [],
  role_ids: a?.roles.map((r) => r.id) ?? [],
  starts_at: toWibLocal(a?.starts_at),
  ends_at: toWibLocal(a?.ends_at),
  pinned: a?.pinned ?? false,
  status: a?.status ?? 'draft',
});

/** /setting/announcement/create and /edit/{id}: what learners read, to whom, from when to when, pinned or not, draft or publish. */
export default function AnnouncementForm({ announcement, audiences }: AnnouncementFormProps) {
  const form = useResourceForm({ screen, schema: AnnouncementInputSchema, initial: initialOf(announcement), record: announcement });
  const { values, errors, set } = form;
  const picker = (key: 'division_ids' | 'company_ids' | 'role_ids', label: string, options: AudienceOptions['divisions']) => (
    <MultiSelect<number> label={label} required options={options} {...form.field(key)} placeholder={`Choose ${label.toLowerCase()}`} />
  );

  return (
    <form
      ref={form.formRef}
      className="card announcement-form"
      onSubmit={form.submit}
      noValidate
      aria-label={form.editing ? 'Edit Announcement' : 'Create Announcement'}
    >
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. The portal is down for maintenance on Saturday" />
      <RichTextEditor label="Body" value={values.body} onChange={(v) => set('body', v)} error={errors.body} imageFolder="image" />
      <RadioGroup
        label="Audience"
        value={values.audience}
        onChange={(v) => set('audience', v)}
        options={ANNOUNCEMENT_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
      />
      {values.audience === 'division' && picker('division_ids', 'Divisions', audiences.divisions)}
      {values.audience === 'company' && picker('company_ids', 'Companies', audiences.companies)}
      {values.audience === 'role' && picker('role_ids', 'Roles', audiences.roles)}
      <div className="announcement-form-pair">
        <DateTimeField label="Start (WIB)" required {...form.field('starts_at')} />
        <DateTimeField label="End (WIB)" {...form.field('ends_at')} hint="DD/MM/YYYY HH:mm, 24-hour; empty: shown until it is unpublished" />
      </div>
      <Switch label="Pinned" {...form.toggle('pinned')} hint="Pinned announcements come first in the learner's list." />
      <RadioGroup
        label="Status"
        value={values.status}
        onChange={(v) => set('status', v)}
        options={ANNOUNCEMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <p className="announcement-form-note">Only a published announcement reaches learners, between its start and its end.</p>
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(LIST)} />
    </form>
  );
}
