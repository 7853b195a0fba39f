import { lazy, Suspense, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { DateTimeField } from '@/ui/DateTimeField';
import { Textarea } from '@/ui/Textarea';
import { NumberInput } from '@/ui/NumberInput';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useResourceForm } from '@/ui/useResourceForm';
import { UI_TEXT } from '@/ui/messages';
import type { FormScreen } from '@/lib/form-kit';
import { classroomApi } from '@/features/classroom/api';
import { classroomMessages as M } from '@/features/classroom/messages';
import { BatchInputSchema, TITLE_MAX, type Batch } from '@/features/classroom/schemas';
import { contentTypeIn, type ContentTypeInfo } from '@/lib/content-types';
import { BadgePicker } from '@/islands/kit/BadgePicker';
import { classroomClient } from '@/features/classroom/client';
import { PeoplePicker } from './PeoplePicker';
import { LocationSelect, type BatchPlace } from './LocationSelect';
import { RundownEditor, type DraftDay } from './RundownEditor';

// The picker (its dialog, results and pager) loads when it is first opened, not with the step (DESIGN.md 9).
const ContentPicker = lazy(() => import('./ContentPicker').then((mod) => ({ default: mod.ContentPicker })));

type Person = { id: number; full_name: string };
interface Draft extends Record<string, unknown> {
  general: { title: string; start_date: string; end_date: string; description: string; capacity: number | null };
  location: BatchPlace;
  achievement: { badge_id: number | null };
  content: { type: string; id: number; title: string; day_index: number | null }[];
  experts: Person[];
  training_support: Person[];
  rundown: DraftDay[];
  highlighted_information: string;
}

/** A batch is saved whole (POST …/batch, PATCH …/batch/{batchId}) and the step stays: the list shows it. */
const screen: FormScreen = {
  formId: 'classroom-batch',
  listHref: '/classroom',
  endpoints: { create: classroomApi.createBatch, update: classroomApi.updateBatch },
  messages: { created: M.batchSaved, edited: M.batchSaved, createFailed: M.batchFailed, editFailed: M.batchFailed },
  dirtyOnChange: true,
};

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const draftOf = (b: Batch | null): Draft =>
  b
    ? {
        general: b.general,
        location: b.location,
        achievement: { badge_id: b.achievement.badge_id },
        content: b.content.map(({ type, id, title, day_index }) => ({ type, id, title, day_index })),
        experts: b.experts,
        training_support: b.training_support,
        rundown: b.rundown.map((d) => ({ ...(d.id ? { id: d.id } : {}), title: d.title, date: d.date, sessions: d.sessions })),
        highlighted_information: b.highlighted_information,
      }
    : {
        general: { title: '', start_date: today(), end_date: today(), description: '', capacity: null },
        location: { location_id: null, location_name: '', address: '', latitude: null, longitude: null, radius_meters: 300 },
        achievement: { badge_id: null },
        content: [],
        experts: [],
        training_support: [],
        rundown: [],
        highlighted_information: '',
      };

/** The batch as sent: contents without their titles, people as their ids. */
const toBody = (d: Draft) => ({
  ...d,
  content: d.content.map(({ type, id, day_index }) => ({ type, id, day_index })),
  experts: d.experts.map((p) => p.id),
  training_support: d.training_support.map((p) => p.id),
});

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** One batch with the eight sections of spec 002 §3, saved as a whole on the form kit (decision 0108). */
export function BatchForm({
  classroomId,
  batch,
  types,
  onSaved,
  onCancel,
}: {
  classroomId: number;
  batch: Batch | null;
  /** The types a classroom holds (its page reads them from the areas' declarations). */
  types: ContentTypeInfo[];
  onSaved: (b: Batch) => void;
  onCancel: () => void;
}) {
  const form = useResourceForm<Draft>({
    screen,
    schema: BatchInputSchema,
    toBody,
    initial: draftOf(batch),
    // Editing a batch: its path names the classroom and the batch; a batch carries no updated_at.
    record: batch ? {} : null,
    params: batch ? { id: classroomId, batchId: batch.id } : { id: classroomId },
    stay: (saved) => onSaved(saved as unknown as Batch),
  });
  const { values: d, errors } = form;
  const [picking, setPicking] = useState(false);
  const [pickerLoaded, setPickerLoaded] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const picked = d.location.location_id !== null;

  return (
    <form
      ref={form.formRef}
      className="card classroom-batch-form"
      onSubmit={form.submit}
      noValidate
      aria-label={batch ? `Edit ${batch.general.title}` : 'New Batch'}
    >
      <h3>{batch ? `Edit ${batch.general.title}` : 'New Batch'}</h3>
      <fieldset className="classroom-section">
        <legend>General</legend>
        <TextField label="Batch title" required {...form.at<string>('general.title')} maxLength={TITLE_MAX} placeholder="e.g. Batch 1 - Jakarta" />
        <div className="classroom-row is-fields">
          <DateTimeField kind="date" label="Start date" {...form.at<string>('general.start_date')} />
          <DateTimeField kind="date" label="End date" {...form.at<string>('general.end_date')} />
          <NumberInput label="Capacity (empty: unlimited)" {...form.number('general.capacity')} />
        </div>
        <Textarea label="Batch description" {...form.at<string>('general.description')} rows={3} maxLength={2000} />
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Location</legend>
        <LocationSelect value={d.location} onChange={(place) => form.set('location', place)} error={errors['location.location_id']} />
        <TextField
          label="Location name"
          {...form.at<string>('location.location_name')}
          maxLength={300}
          placeholder="e.g. Menara Nusantara, 12th floor"
          disabled={picked}
        />
        <Textarea label="Address" {...form.at<string>('location.address')} rows={2} maxLength={1000} disabled={picked} />
        <div className="classroom-row is-fields">
          <NumberInput label="Latitude" allowDecimal {...form.number('location.latitude')} disabled={picked} />
          <NumberInput label="Longitude" allowDecimal {...form.number('location.longitude')} disabled={picked} />
          <NumberInput label="Check-in radius (metres)" {...form.number('location.radius_meters')} disabled={picked} />
        </div>
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Achievement</legend>
        <BadgePicker
          load={classroomClient.badges}
          allowNone
          value={d.achievement.badge_id}
          onChange={(v) => form.setAt('achievement.badge_id', v)}
          error={errors['achievement.badge_id']}
        />
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Content</legend>
        <p className="field-hint">Contents for this batch only, e.g. its own presence; the classroom&apos;s sessions apply to every batch.</p>
        <ul className="classroom-contents" aria-label="Batch contents">
          {d.content.map((c, i) => (
            <li key={`${c.type}-${c.id}`}>
              <span className={`pill pill-${c.type}`}>{contentTypeIn(types, c.type)?.label ?? c.type}</span>
              <span className="classroom-content-title">{c.title}</span>
              <label>
                <span className="visually-hidden">Day of {c.title}</span>
                <select className="input" value={c.day_index ?? ''} onChange={(e) => form.setAt(`content.${i}.day_index`, num(e.target.value))}>
                  <option value="">Whole batch</option>
                  {d.rundown.map((day, k) => (
                    <option key={k} value={k}>
                      {day.title || `Day ${k + 1}`}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="btn btn-xs btn-outline"
                aria-label={`Remove ${c.title}`}
                onClick={() => form.update('content', (all) => all.filter((_, j) => j !== i))}
              >
                Remove
              </button>
              {errors[`content.${i}.id`] && <span className="field-error">{errors[`content.${i}.id`]}</span>}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => {
            setPicking(true);
            setPickerLoaded(true);
          }}
        >
          Add Batch Content
        </button>
        {pickerLoaded && (
          <Suspense fallback={null}>
            <ContentPicker
              types={types}
              open={picking}
              onClose={() => setPicking(false)}
              taken={(item) => d.content.some((c) => c.type === item.type && c.id === item.id)}
              onPick={(item) => form.update('content', (all) => [...all, { type: item.type, id: item.id, title: item.title, day_index: null }])}
            />
          </Suspense>
        )}
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Expert</legend>
        <PeoplePicker label="Experts" value={d.experts} onChange={(v) => form.set('experts', v)} error={errors.experts} />
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Training Support</legend>
        <PeoplePicker label="Training support" value={d.training_support} onChange={(v) => form.set('training_support', v)} error={errors.training_support} />
      </fieldset>
      <RundownEditor days={d.rundown} onChange={(v) => form.set('rundown', v)} errors={errors} defaultDate={d.general.start_date} />
      <fieldset className="classroom-section">
        <legend>Highlighted Information</legend>
        <Textarea
          label="Highlighted information"
          {...form.field('highlighted_information')}
          rows={3}
          maxLength={5000}
          placeholder="What participants must know: dress code, what to bring…"
        />
      </fieldset>
      <div className="form-actions">
        {/* Cancel closes the form; with typed input it asks first, as leaving the page would. */}
        <button type="button" className="btn btn-outline" onClick={() => (form.changed ? setLeaving(true) : onCancel())}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          Save Batch
        </button>
      </div>
      <ConfirmDialog
        open={leaving}
        title={UI_TEXT.discardTitle}
        text={UI_TEXT.discardText}
        confirmLabel={UI_TEXT.discardConfirm}
        variant="danger"
        onConfirm={onCancel}
        onCancel={() => setLeaving(false)}
      />
    </form>
  );
}
