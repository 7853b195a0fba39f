import { useState, type DragEvent } from 'react';
import { createClient } from '@/lib/api-client';
import type { RouteOf } from '@/lib/endpoint';
import { Switch } from '@/ui/Switch';
import { MoveButtons } from '@/ui/MoveButtons';
import { ImageUpload } from '@/ui/ImageUpload';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { sitePageApi } from '@/features/branding/site-api';
import { sitePageMessages as P } from '@/features/branding/messages';
import { sectionSchema } from '@/features/branding/site-schemas';
import { initialItem, sectionOf, type Item, type SectionValue, type SitePageKind } from '@/features/branding/site-sections';
import { SectionFields, type Choice } from './SectionFields';
import { SitePreviewFrame } from './SitePreviewFrame';
import './branding.css';

export interface SectionEditorProps {
  page: SitePageKind;
  section: string;
  value: SectionValue;
  updatedAt: string;
  categories: Choice[];
  previewHref: string;
  backHref: string;
  save: RouteOf<(typeof sitePageApi)[SitePageKind]['saveSection']>;
}

const newId = () => `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Errors by path ('title', 'items.2.name') from a failed parse or the server's details. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.')] ??= i.message;
  return out;
}
const scoped = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])));

/**
 * One section's editor, drawn from the section's declaration (site-sections.ts): its visibility switch, its fields,
 * its ordered items (moved by drag, or by the Move up/down buttons from the keyboard), and the whole page's preview
 * rendered by the server from the saved draft beside it (docs/decisions/0136).
 */
export default function SectionEditor(props: SectionEditorProps) {
  const def = sectionOf(props.page, props.section)!;
  const [value, setValue] = useState<SectionValue>(props.value);
  const [saved, setSaved] = useState(JSON.stringify(props.value));
  const [updatedAt, setUpdatedAt] = useState(props.updatedAt);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [upload, setUpload] = useState<{ item: number | null; name: string } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [previewKey, setPreviewKey] = useState(0);
  const items = value.items ?? [];
  const dirty = JSON.stringify(value) !== saved;

  const set = (name: string, v: unknown) => setValue((s) => ({ ...s, [name]: v }));
  const setItems = (next: Item[]) => setValue((s) => ({ ...s, items: next }));
  const setItem = (i: number, name: string, v: unknown) => setItems(items.map((it, j) => (j === i ? { ...it, [name]: v } : it)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [it] = next.splice(from, 1);
    next.splice(to, 0, it);
    setItems(next);
  };
  const nameOf = (it: Item, i: number) => `${def.items!.noun} ${i + 1}${it[def.items!.nameField] ? `: ${String(it[def.items!.nameField])}` : ''}`;

  const submit = async (e: { preventDefault: () => void }) => {
    e.preventDefault();
    const parsed = sectionSchema(def).safeParse(value);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      toast.error(parsed.error.issues[0].message);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await createClient({ save: props.save }).save({ params: { section: def.slug }, body: { content: parsed.data, updated_at: updatedAt } });
      setUpdatedAt(answer.data.updated_at);
      setSaved(JSON.stringify(value));
      setPreviewKey((k) => k + 1);
      toast.success(P.sectionSaved(def.title));
    } catch (err) {
      const details = (err as { details?: { field: string; message: string }[] }).details;
      if (details) setErrors(errorsOf(details.map((d) => ({ path: d.field.split('.'), message: d.message }))));
      showError(err, P.sectionSaveFailed(def.title));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  return (
    <div className="site-editor">
      <form className="card branding-form" onSubmit={(e) => void submit(e)} noValidate aria-label={`Edit ${def.title}`}>
        <p className="field-hint">{def.about}</p>
        {props.page !== 'login' && (
          <Switch
            checked={value.visible}
            onChange={(v) => set('visible', v)}
            label="Show this section"
            hint="A hidden section keeps its content but is left out of the page."
          />
        )}
        <SectionFields
          fields={def.fields}
          value={value}
          onChange={set}
          errors={errors}
          categories={props.categories}
          onUpload={(name) => setUpload({ item: null, name })}
          idPrefix={def.slug}
        />
        {def.items && (
          <section className="site-items" aria-labelledby="site-items-title">
            <h2 id="site-items-title" className="branding-section-title">
              {def.items.noun}s ({items.length} of at most {def.items.max})
            </h2>
            {errors.items && <p className="field-error">{errors.items}</p>}
            <ol className="site-item-list">
              {items.map((it, i) => (
                <li
                  key={it.id}
                  className={`site-item${dragged === i ? ' site-item-dragged' : ''}`}
                  draggable
                  onDragStart={() => setDragged(i)}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => onDrop(e, i)}
                  onDragEnd={() => setDragged(null)}
                >
                  <div className="site-item-head">
                    <span className="site-item-grip" aria-hidden="true" title="Drag to reorder">
                      ⠿
                    </span>
                    <h3 className="site-item-title">{nameOf(it, i)}</h3>
                    <MoveButtons name={nameOf(it, i)} first={i === 0} last={i === items.length - 1} onMove={(step) => move(i, i + step)} />
                    <button type="button" className="btn btn-sm btn-outline" onClick={() => setItems(items.filter((_, j) => j !== i))}>
                      Remove<span className="visually-hidden"> {nameOf(it, i)}</span>
                    </button>
                  </div>
                  <SectionFields
                    fields={def.items!.fields}
                    value={it}
                    onChange={(name, v) => setItem(i, name, v)}
                    errors={scoped(errors, `items.${i}.`)}
                    categories={props.categories}
                    onUpload={(name) => setUpload({ item: i, name })}
                    idPrefix={`${def.slug}-${it.id}`}
                  />
                </li>
              ))}
            </ol>
            {items.length < def.items.max && (
              <button type="button" className="btn btn-outline" onClick={() => setItems([...items, initialItem(def.items!, newId())])}>
                Add {def.items.noun}
              </button>
            )}
          </section>
        )}
        <div className="form-actions">
          <a className="btn btn-outline" href={props.backHref}>
            Back
          </a>
          <button type="submit" className="btn btn-primary" disabled={busy || !dirty}>
            {busy ? 'Saving…' : 'Save Draft'}
          </button>
        </div>
        <ImageUpload
          open={upload !== null}
          onClose={() => setUpload(null)}
          folder="image"
          onUploaded={(url) => upload && (upload.item === null ? set(upload.name, url) : setItem(upload.item, upload.name, url))}
        />
      </form>
      <SitePreviewFrame
        href={`${props.previewHref}#${def.slug}`}
        version={previewKey}
        note={dirty ? 'The preview shows the saved draft: save to see your changes.' : null}
      />
    </div>
  );
}
