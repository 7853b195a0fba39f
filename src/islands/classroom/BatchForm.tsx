import { useState, type FormEvent } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { classroomClient } from '@/features/classroom/client';
import { classroomMessages as M } from '@/features/classroom/messages';
import { BatchInputSchema, TITLE_MAX, type Batch } from '@/features/classroom/schemas';
import { contentTypeIn, type ContentTypeInfo } from '@/lib/content-types';
import { BadgePicker } from './BadgePicker';
import { ContentPicker } from './ContentPicker';
import { PeoplePicker } from './PeoplePicker';
import { RundownEditor, type DraftDay } from './RundownEditor';
import { failure, issuesToErrors, type Errors } from './wizard-kit';

type Person = { id: number; full_name: string };
interface Draft {
  general: { title: string; start_date: string; end_date: string; description: string; capacity: number | null };
  location: { location_name: string; address: string; latitude: number | null; longitude: number | null; radius_meters: number };
  badge_id: number | null;
  content: { type: string; id: number; title: string; day_index: number | null }[];
  experts: Person[];
  training_support: Person[];
  rundown: DraftDay[];
  highlighted_information: string;
}

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const draftOf = (b: Batch | null): Draft =>
  b
    ? {
        general: b.general,
        location: b.location,
        badge_id: b.achievement.badge_id,
        content: b.content.map(({ type, id, title, day_index }) => ({ type, id, title, day_index })),
        experts: b.experts,
        training_support: b.training_support,
        rundown: b.rundown.map((d) => ({ ...(d.id ? { id: d.id } : {}), title: d.title, date: d.date, sessions: d.sessions })),
        highlighted_information: b.highlighted_information,
      }
    : {
        general: { title: '', start_date: today(), end_date: today(), description: '', capacity: null },
        location: { location_name: '', address: '', latitude: null, longitude: null, radius_meters: 300 },
        badge_id: null,
        content: [],
        experts: [],
        training_support: [],
        rundown: [],
        highlighted_information: '',
      };

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** One batch with the eight sections of spec 002 §3, saved as a whole (POST or PATCH …/batch). */
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
  const [d, setD] = useState<Draft>(() => draftOf(batch));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const g = (k: keyof Draft['general'], v: Draft['general'][typeof k]) => setD((p) => ({ ...p, general: { ...p.general, [k]: v } }));
  const l = (k: keyof Draft['location'], v: Draft['location'][typeof k]) => setD((p) => ({ ...p, location: { ...p.location, [k]: v } }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      general: d.general,
      location: d.location,
      achievement: { badge_id: d.badge_id },
      content: d.content.map(({ type, id, day_index }) => ({ type, id, day_index })),
      experts: d.experts.map((p) => p.id),
      training_support: d.training_support.map((p) => p.id),
      rundown: d.rundown,
      highlighted_information: d.highlighted_information,
    };
    const parsed = BatchInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      const res = batch ? await classroomClient.updateBatch(classroomId, batch.id, body) : await classroomClient.createBatch(classroomId, body);
      onSaved(res.data);
    } catch (err) {
      failure(err, setErrors, M.batchFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card classroom-batch-form" onSubmit={submit} noValidate aria-label={batch ? `Edit ${batch.general.title}` : 'New Batch'}>
      <h3>{batch ? `Edit ${batch.general.title}` : 'New Batch'}</h3>
      <fieldset className="classroom-section">
        <legend>General</legend>
        <TextField
          label="Batch title"
          required
          value={d.general.title}
          onChange={(v) => g('title', v)}
          maxLength={TITLE_MAX}
          error={errors['general.title']}
          placeholder="e.g. Batch 1 - Jakarta"
        />
        <div className="classroom-row">
          <label className="field">
            <span>Start date</span>
            <input className="input" type="date" value={d.general.start_date} onChange={(e) => g('start_date', e.target.value)} />
            {errors['general.start_date'] && <span className="field-error">{errors['general.start_date']}</span>}
          </label>
          <label className="field">
            <span>End date</span>
            <input className="input" type="date" value={d.general.end_date} onChange={(e) => g('end_date', e.target.value)} />
            {errors['general.end_date'] && <span className="field-error">{errors['general.end_date']}</span>}
          </label>
          <label className="field">
            <span>Capacity (empty: unlimited)</span>
            <input className="input" type="number" min={1} value={d.general.capacity ?? ''} onChange={(e) => g('capacity', num(e.target.value))} />
            {errors['general.capacity'] && <span className="field-error">{errors['general.capacity']}</span>}
          </label>
        </div>
        <Textarea label="Batch description" value={d.general.description} onChange={(v) => g('description', v)} rows={3} maxLength={2000} />
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Location</legend>
        <TextField
          label="Location name"
          value={d.location.location_name}
          onChange={(v) => l('location_name', v)}
          maxLength={300}
          placeholder="e.g. Menara Nusantara, 12th floor"
        />
        <Textarea label="Address" value={d.location.address} onChange={(v) => l('address', v)} rows={2} maxLength={1000} />
        <div className="classroom-row">
          <label className="field">
            <span>Latitude</span>
            <input className="input" type="number" step="any" value={d.location.latitude ?? ''} onChange={(e) => l('latitude', num(e.target.value))} />
            {errors['location.latitude'] && <span className="field-error">{errors['location.latitude']}</span>}
          </label>
          <label className="field">
            <span>Longitude</span>
            <input className="input" type="number" step="any" value={d.location.longitude ?? ''} onChange={(e) => l('longitude', num(e.target.value))} />
            {errors['location.longitude'] && <span className="field-error">{errors['location.longitude']}</span>}
          </label>
          <label className="field">
            <span>Check-in radius (metres)</span>
            <input className="input" type="number" min={10} value={d.location.radius_meters} onChange={(e) => l('radius_meters', num(e.target.value) ?? 300)} />
            {errors['location.radius_meters'] && <span className="field-error">{errors['location.radius_meters']}</span>}
          </label>
        </div>
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Achievement</legend>
        <BadgePicker value={d.badge_id} onChange={(v) => setD((p) => ({ ...p, badge_id: v }))} error={errors['achievement.badge_id']} />
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
                <select
                  className="input"
                  value={c.day_index ?? ''}
                  onChange={(e) => setD((p) => ({ ...p, content: p.content.map((x, j) => (j === i ? { ...x, day_index: num(e.target.value) } : x)) }))}
                >
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
                onClick={() => setD((p) => ({ ...p, content: p.content.filter((_, j) => j !== i) }))}
              >
                Remove
              </button>
              {errors[`content.${i}.id`] && <span className="field-error">{errors[`content.${i}.id`]}</span>}
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => setPicking(true)}>
          Add Batch Content
        </button>
        <ContentPicker
          types={types}
          open={picking}
          onClose={() => setPicking(false)}
          taken={(item) => d.content.some((c) => c.type === item.type && c.id === item.id)}
          onPick={(item) => setD((p) => ({ ...p, content: [...p.content, { type: item.type, id: item.id, title: item.title, day_index: null }] }))}
        />
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Expert</legend>
        <PeoplePicker label="Experts" value={d.experts} onChange={(v) => setD((p) => ({ ...p, experts: v }))} error={errors.experts} />
      </fieldset>
      <fieldset className="classroom-section">
        <legend>Training Support</legend>
        <PeoplePicker
          label="Training support"
          value={d.training_support}
          onChange={(v) => setD((p) => ({ ...p, training_support: v }))}
          error={errors.training_support}
        />
      </fieldset>
      <RundownEditor days={d.rundown} onChange={(v) => setD((p) => ({ ...p, rundown: v }))} errors={errors} defaultDate={d.general.start_date} />
      <fieldset className="classroom-section">
        <legend>Highlighted Information</legend>
        <Textarea
          label="Highlighted information"
          value={d.highlighted_information}
          onChange={(v) => setD((p) => ({ ...p, highlighted_information: v }))}
          rows={3}
          maxLength={5000}
          placeholder="What participants must know: dress code, what to bring…"
        />
      </fieldset>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save Batch
        </button>
      </div>
    </form>
  );
}
