import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { RadioGroup } from '@/ui/RadioGroup';
import { NumberInput } from '@/ui/NumberInput';
import { DateTimeField } from '@/ui/DateTimeField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { optionsOf } from '@/lib/list-kit';
import { toWibLocal, wibInstant } from '@/lib/wib';
import { guardedNavigate } from '@/stores/dirty-form';
import type { CategoryOption } from '@/features/category/schemas';
import { webinarApi } from '@/features/webinar/api';
import { webinarMessages as M } from '@/features/webinar/messages';
import {
  CAPACITY_MAX,
  LEVEL_LABELS,
  LINK_MAX,
  PLATFORM_LABELS,
  TITLE_MAX,
  WEBINAR_LEVELS,
  WebinarInputSchema,
  type WebinarDetail,
  type WebinarValues,
} from '@/features/webinar/schemas';
import { CategorySelect } from '@/islands/kit/CategorySelect';
import { SpeakerPicker, type PersonOption } from './SpeakerPicker';
import './webinar.css';

type Values = Omit<WebinarValues, 'category_id'> & { category_id: number | null };
type Platform = Values['platform'];

export interface WebinarFormProps {
  /** Edit: the webinar as stored (with the updated_at the edit starts from). */
  webinar?: WebinarDetail;
  /** Create from a copy (/webinar/create/{id}): the webinar whose values start the form. */
  copyOf?: WebinarDetail;
  /** Every category in tree order (the /categories tree). */
  categories: CategoryOption[];
  /** The organisation's first active people, for the speaker picker before a search. */
  people: PersonOption[];
}

const screen = saveChangesForm('webinar-form', '/webinar', webinarApi, M);

function initialOf(w: WebinarDetail | undefined, copy: boolean): Values {
  return {
    title: w ? (copy ? M.copyOf(w.title).slice(0, TITLE_MAX) : w.title) : '',
    description: w?.description ?? '',
    category_id: w?.category?.id ?? null,
    level: w?.level ?? 'fundamental',
    start_at: toWibLocal(w?.start_at),
    end_at: toWibLocal(w?.end_at),
    platform: w?.platform ?? 'zoom',
    meeting_url: w?.meeting_url ?? '',
    capacity: w?.capacity ?? null,
    // A copy is a new session: its recording is not the original's.
    recording_url: copy ? '' : (w?.recording_url ?? ''),
    speaker_ids: w?.speakers.map((s) => s.id) ?? [],
  };
}

/** /webinar/create/{id?} and /webinar/edit/{webinarId}: validated on input and on submit, Save Changes? on edit, dirty guard. */
export default function WebinarForm({ webinar, copyOf, categories, people }: WebinarFormProps) {
  const source = webinar ?? copyOf;
  const form = useResourceForm({ screen, schema: WebinarInputSchema, initial: initialOf(source, !webinar && Boolean(copyOf)), record: webinar });
  const { values, errors, set } = form;
  const end = wibInstant(values.end_at);
  const ended = end !== null && end.getTime() <= Date.now();

  return (
    <form ref={form.formRef} className="card webinar-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Webinar' : 'Create Webinar'}>
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Coaching Conversations for Supervisors" />
      <RichTextEditor label="Description" value={values.description} onChange={(v) => set('description', v)} error={errors.description} imageFolder="image" />
      <div className="webinar-form-pair">
        <CategorySelect categories={categories} {...form.field('category_id')} placeholder="Choose a category" />
        <RadioGroup
          label="Level"
          value={values.level}
          onChange={(v) => set('level', v)}
          options={WEBINAR_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
        />
      </div>
      <div className="webinar-form-pair">
        <DateTimeField label="Start (WIB)" required {...form.field('start_at')} />
        <DateTimeField label="End (WIB)" required {...form.field('end_at')} />
      </div>
      <div className="webinar-form-pair">
        <Select<Platform>
          label="Platform"
          name="platform"
          required
          options={optionsOf(PLATFORM_LABELS) as { value: Platform; label: string }[]}
          value={values.platform}
          onChange={(v) => v && set('platform', v)}
          error={errors.platform}
        />
        <TextField
          label="Meeting Link"
          type="url"
          {...form.field('meeting_url')}
          maxLength={LINK_MAX}
          placeholder="https://"
          hint="Needed before the webinar is published."
        />
      </div>
      <NumberInput
        label="Capacity"
        {...form.field('capacity')}
        min={1}
        max={CAPACITY_MAX}
        placeholder="Unlimited"
        hint="Seats for participants; leave empty for no limit."
      />
      <SpeakerPicker
        value={values.speaker_ids}
        onChange={(ids) => set('speaker_ids', ids)}
        chosen={source?.speakers ?? []}
        people={people}
        error={errors.speaker_ids}
      />
      <TextField
        label="Recording Link"
        type="url"
        {...form.field('recording_url')}
        maxLength={LINK_MAX}
        disabled={!ended && !values.recording_url}
        placeholder="https://"
        hint={ended ? 'Where participants can watch the session again.' : 'Available once the webinar has ended.'}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/webinar')} />
    </form>
  );
}
