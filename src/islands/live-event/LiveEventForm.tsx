import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { RadioGroup } from '@/ui/RadioGroup';
import { NumberInput } from '@/ui/NumberInput';
import { DateTimeField } from '@/ui/DateTimeField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { toWibLocal, wibInstant } from '@/lib/wib';
import { guardedNavigate } from '@/stores/dirty-form';
import type { CategoryOption } from '@/features/category/schemas';
import { liveEventApi } from '@/features/live-event/api';
import { liveEventMessages as M } from '@/features/live-event/messages';
import {
  CAPACITY_MAX,
  DEFAULT_THUMBNAILS,
  LEVEL_LABELS,
  LINK_MAX,
  LIVE_EVENT_LEVELS,
  LIVE_EVENT_STATUSES,
  LiveEventInputSchema,
  STATUS_LABELS,
  TITLE_MAX,
  thumbnailUrl,
  type LiveEventDetail,
  type LiveEventInput,
} from '@/features/live-event/schemas';
import { CategorySelect } from '@/islands/kit/CategorySelect';
import { ThumbnailField } from '@/islands/kit/ThumbnailField';
import type { PersonOption } from '@/islands/kit/usePeopleSearch';
import { SpeakerFields } from './SpeakerFields';
import './live-event.css';

type Ref = number | null;
type Values = Required<Omit<LiveEventInput, 'category_id' | 'thumbnail_file_id' | 'certificate_template_id' | 'webinar_id' | 'speakers'>> & {
  category_id: Ref;
  thumbnail_file_id: Ref;
  certificate_template_id: Ref;
  webinar_id: Ref;
  speakers: { user_id: Ref; name: string; headline: string }[];
};

export interface LiveEventFormProps {
  /** Edit: the live event as stored (with the updated_at the edit starts from). */
  event?: LiveEventDetail;
  /** Create from a webinar of the media library (/live-event/create/{webinarId}): the values copied from it. */
  fromWebinar?: Partial<Values> & { webinar_id: number; webinar_title: string };
  categories: CategoryOption[];
  /** The organisation's first active people, for the speaker picker before a search; `chosen` names the speakers. */
  people: PersonOption[];
  chosen: PersonOption[];
  /** The organisation's certificate templates of type 1 (live event). */
  certificates: { id: number; title: string }[];
  /** Setting › Content's defaults for a new event: thumbnail and certificate template (decision 0132). */
  defaults: { thumbnail_default: number | null; thumbnail_file_id: number | null; thumbnail_url: string | null; certificate_template_id: number | null };
}

const screen = saveChangesForm('live-event-form', '/live-event', liveEventApi, M);

function initialOf({ event: e, fromWebinar, defaults }: LiveEventFormProps): Values {
  return {
    title: e?.title ?? '',
    description: e?.description ?? '',
    category_id: e?.category?.id ?? null,
    level: e?.level ?? 'fundamental',
    thumbnail_default: e ? e.thumbnail_default : defaults.thumbnail_default,
    thumbnail_file_id: e ? e.thumbnail_file_id : defaults.thumbnail_file_id,
    status: e?.status ?? 'draft',
    speakers: e?.speakers.map((s) => ({ user_id: s.user_id, name: s.user_id === null ? s.name : '', headline: s.headline })) ?? [],
    start_at: toWibLocal(e?.start_at),
    end_at: toWibLocal(e?.end_at),
    meeting_url: e?.meeting_url ?? '',
    capacity: e?.capacity ?? null,
    registration_open_at: toWibLocal(e?.registration_open_at),
    registration_close_at: toWibLocal(e?.registration_close_at),
    certificate_template_id: e ? (e.certificate_template?.id ?? null) : defaults.certificate_template_id,
    recording_url: e?.recording_url ?? '',
    webinar_id: null,
    ...(fromWebinar && { ...fromWebinar, webinar_title: undefined }),
  } as Values;
}

/** The stored upload the event (or Setting › Content's default for a new one) has. */
function initialUploadOf({ event, defaults }: LiveEventFormProps) {
  const id = event ? event.thumbnail_file_id : defaults.thumbnail_file_id;
  const url = event ? event.thumbnail_url : defaults.thumbnail_url;
  return id && url ? { id, url } : null;
}

/** /live-event/create/{webinarId?} and /live-event/edit/{id}: validated on input and on submit, Save Changes? on edit, dirty guard. */
export default function LiveEventForm(props: LiveEventFormProps) {
  const { event, fromWebinar, categories, people, chosen, certificates } = props;
  const form = useResourceForm({ screen, schema: LiveEventInputSchema, initial: initialOf(props), record: event });
  const { values, errors, set } = form;
  const end = wibInstant(values.end_at);
  const ended = end !== null && end.getTime() <= Date.now();
  const pickDefault = (n: number) => {
    set('thumbnail_default', n);
    set('thumbnail_file_id', null);
  };
  const pickFile = (id: number) => {
    set('thumbnail_file_id', id);
    set('thumbnail_default', null);
  };

  return (
    <form
      ref={form.formRef}
      className="card live-event-form"
      onSubmit={form.submit}
      noValidate
      aria-label={form.editing ? 'Edit Live Event' : 'Create Live Event'}
    >
      {fromWebinar && (
        <p className="live-event-note" role="note">
          Starts from the webinar <strong>{fromWebinar.webinar_title}</strong>: its values are copied here; the webinar itself stays as it is.
        </p>
      )}
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Leadership Town Hall" />
      <RichTextEditor label="Description" value={values.description} onChange={(v) => set('description', v)} error={errors.description} imageFolder="image" />
      <div className="live-event-pair">
        <CategorySelect categories={categories} {...form.field('category_id')} placeholder="Choose a category" />
        <RadioGroup
          label="Level"
          value={values.level}
          onChange={(v) => set('level', v)}
          options={LIVE_EVENT_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
        />
      </div>
      <ThumbnailField
        id="live-event-thumbnail"
        defaults={DEFAULT_THUMBNAILS}
        defaultUrl={thumbnailUrl}
        thumbnailDefault={values.thumbnail_default}
        thumbnailFileId={values.thumbnail_file_id}
        initialUpload={initialUploadOf(props)}
        onDefault={pickDefault}
        onFile={pickFile}
        error={errors.thumbnail_default ?? errors.thumbnail_file_id}
        uploadFailure="inline"
      />
      <div className="live-event-pair">
        <DateTimeField label="Start (WIB)" required {...form.field('start_at')} />
        <DateTimeField label="End (WIB)" required {...form.field('end_at')} />
      </div>
      <TextField
        label="Meeting Link"
        type="url"
        {...form.field('meeting_url')}
        maxLength={LINK_MAX}
        placeholder="https://"
        hint="An https:// address (Zoom, Google Meet, Microsoft Teams…); needed before the live event is published."
      />
      <div className="live-event-pair">
        <NumberInput
          label="Capacity"
          {...form.field('capacity')}
          min={1}
          max={CAPACITY_MAX}
          placeholder="Unlimited"
          hint="Seats; past them, registrants wait on the waiting list. Empty: no limit."
        />
        <Select<number>
          label="Certificate"
          name="certificate_template_id"
          options={certificates.map((c) => ({ value: c.id, label: c.title }))}
          value={values.certificate_template_id ?? null}
          onChange={(v) => set('certificate_template_id', v)}
          error={errors.certificate_template_id}
          placeholder="No certificate"
          clearable
          hint="Issued to those who attend (a certificate template of the live event type)."
        />
      </div>
      <div className="live-event-pair">
        <DateTimeField label="Registration opens (WIB)" {...form.field('registration_open_at')} hint="Empty: open from now on." />
        <DateTimeField label="Registration closes (WIB)" {...form.field('registration_close_at')} hint="Empty: open until the event ends." />
      </div>
      <SpeakerFields value={values.speakers} onChange={(s) => set('speakers', s)} chosen={chosen} people={people} errors={errors} />
      <TextField
        label="Recording Link"
        type="url"
        {...form.field('recording_url')}
        maxLength={LINK_MAX}
        disabled={!ended && !values.recording_url}
        placeholder="https://"
        hint={ended ? 'Where participants can watch the live event again.' : 'Available once the live event has ended.'}
      />
      <RadioGroup
        label="Status"
        value={values.status}
        onChange={(v) => set('status', v)}
        options={LIVE_EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/live-event')} />
    </form>
  );
}
