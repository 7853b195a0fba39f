import { lazy, Suspense, useState } from 'react';
import { ContentSettingsFields } from '@/ui/ContentSettingsFields';
import { MoveButtons } from '@/ui/MoveButtons';
import { applicableSettings, DEFAULT_CONTENT_SETTINGS, type ContentSettings } from '@/lib/content-settings';
import { contentTypeIn, type ContentTypeInfo } from '@/lib/content-types';
import { ApiError } from '@/lib/api-error';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { liveEventClient } from '@/features/live-event/client';
import type { ContentItem } from '@/features/live-event/schemas';
import './live-event.css';

// The picker (its dialog, results and pager) loads when it is first opened (DESIGN.md 9).
const ContentPicker = lazy(() => import('./ContentPicker').then((mod) => ({ default: mod.ContentPicker })));

interface Item {
  type: string;
  id: number;
  title: string;
  settings: ContentSettings;
}

const keyOf = (c: { type: string; id: number }) => `${c.type}-${c.id}`;

/**
 * /live-event/detail/{id}/contents: the event's contents in order (quizzes, surveys, assignments, presences), each
 * with its conditions; saving places them (each then names the event in its associate list and cannot be deleted).
 * A presence here takes attendance at the event's schedule.
 */
export default function ManageContents({ eventId, contents, types }: { eventId: number; contents: ContentItem[]; types: ContentTypeInfo[] }) {
  const [items, setItems] = useState<Item[]>(contents.map(({ type, id, title, settings }) => ({ type, id, title, settings })));
  const [picking, setPicking] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = (from: number, by: number) =>
    setItems((all) => {
      const to = from + by;
      if (to < 0 || to >= all.length) return all;
      const next = [...all];
      const [x] = next.splice(from, 1);
      next.splice(to, 0, x);
      return next;
    });

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const res = await liveEventClient.saveContents(eventId, {
        contents: items.map(({ type, id, settings }) => ({ type, id, settings: applicableSettings(contentTypeIn(types, type), settings) })),
      });
      toast.success(res.message ?? 'Saved');
    } catch (err) {
      if (err instanceof ApiError) setErrors(Object.fromEntries(err.fields.flatMap((f) => (f.field ? [[f.field, f.message]] : []))));
      showError(err, 'Failed to save contents');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="contents-title">
      <h2 id="contents-title">Contents</h2>
      <p className="field-hint">
        What participants do at the live event: quizzes, surveys, assignments, and a presence that takes attendance at the event&apos;s schedule.
      </p>
      <ol className="live-event-contents" aria-label="Contents of the live event">
        {items.length === 0 && <li>No content yet: use Add Content.</li>}
        {items.map((c, i) => (
          <li key={keyOf(c)}>
            <span className={`pill pill-${c.type}`}>{contentTypeIn(types, c.type)?.label ?? c.type}</span>
            <span className="live-event-content-title">{c.title}</span>
            <ContentSettingsFields
              applies={contentTypeIn(types, c.type)}
              settings={c.settings}
              onChange={(settings) => setItems((all) => all.map((x, j) => (j === i ? { ...x, settings } : x)))}
              invalid={{ pass_grade: Boolean(errors[`contents.${i}.settings.pass_grade`]), due_date: Boolean(errors[`contents.${i}.settings.due_date`]) }}
              errorId={`content-error-${keyOf(c)}`}
            />
            <MoveButtons name={c.title} onMove={(by) => move(i, by)} first={i === 0} last={i === items.length - 1} />
            <button type="button" className="btn btn-sm btn-outline" onClick={() => setItems((all) => all.filter((_, j) => j !== i))}>
              Remove<span className="visually-hidden"> {c.title}</span>
            </button>
          </li>
        ))}
      </ol>
      <div className="live-event-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setLoaded(true);
            setPicking(true);
          }}
        >
          Add Content
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          Save
        </button>
      </div>
      {loaded && (
        <Suspense fallback={null}>
          <ContentPicker
            types={types}
            open={picking}
            onClose={() => setPicking(false)}
            taken={(item) => items.some((c) => c.type === item.type && c.id === item.id)}
            onPick={(item) => setItems((all) => [...all, { type: item.type, id: item.id, title: item.title, settings: { ...DEFAULT_CONTENT_SETTINGS } }])}
          />
        </Suspense>
      )}
    </section>
  );
}
