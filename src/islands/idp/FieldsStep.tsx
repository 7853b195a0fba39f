import { useState, type KeyboardEvent } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { RequiredMark } from '@/ui/RequiredMark';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { ApiError } from '@/lib/api-error';
import { errorsFromIssues, validate } from '@/lib/form-kit';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { idpMessages as M } from '@/features/idp/messages';
import { TemplateFieldsSchema, TemplatePatchSchema, type Objective, type TemplateFields } from '@/features/idp/schemas';
import { stepHrefs, templateId, type StepMode } from '@/features/idp/steps';
import { unknownIfNoResponse } from '@/features/idp/unknown-error';
import { idp, tabClient } from './calls';
import './idp.css';

interface Props {
  mode: StepMode;
  /** 'steps': the first step of a create or an edit (kept in the draft); 'quick': /edit-template, saved at once. */
  variant: 'steps' | 'quick';
  initial: Partial<TemplateFields> & { title: string };
  objectives: readonly Objective[];
}

/**
 * The template's own fields: title, description, topics, objectives (GET cms/idp/development-objective) and one of
 * the six thumbnails. In the steps, Next keeps them in the draft and opens the learning step; on /edit-template they
 * are saved at once with PATCH (spec 002 §7: title, description, topics), where no response is 'Unknown error'.
 */
export default function FieldsStep({ mode, variant, initial, objectives }: Props) {
  const [values, setValues] = useState<TemplateFields>({
    title: initial.title,
    description: initial.description ?? '',
    topics: initial.topics ?? [],
    objectives: initial.objectives ?? [],
    thumbnail: initial.thumbnail ?? 1,
  });
  const [topic, setTopic] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const { markDirty, markClean } = useDirtyForm('idp-fields', { dirtyOnEnter: false });
  const hrefs = stepHrefs(mode);
  const set = <K extends keyof TemplateFields>(k: K, v: TemplateFields[K]) => {
    setValues((p) => ({ ...p, [k]: v }));
    markDirty();
  };

  function addTopic() {
    const t = topic.trim();
    if (t && !values.topics.includes(t)) set('topics', [...values.topics, t]);
    setTopic('');
  }
  const onTopicKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).tagName === 'INPUT' && (e.key === 'Enter' || e.key === ',')) {
      e.preventDefault();
      addTopic();
    }
  };

  async function submit() {
    const problems = validate(
      variant === 'quick' ? TemplatePatchSchema : TemplateFieldsSchema,
      variant === 'quick' ? { title: values.title, description: values.description, topics: values.topics } : values,
    );
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      if (variant === 'quick' && mode.kind === 'edit') {
        const res = await tabClient(mode.tab)
          .update({ params: { id: mode.id }, body: { title: values.title, description: values.description, topics: values.topics } })
          .catch((err: unknown) => {
            throw unknownIfNoResponse(err);
          });
        markClean();
        toast.flashSuccess(res.message ?? M.updated);
        window.location.assign(`/setting/template/detail/${mode.id}`);
        return;
      }
      await idp.saveDraft({ body: { tab: mode.tab, template_id: templateId(mode), fields: values } });
      markClean();
      window.location.assign(hrefs.learning);
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setErrors(errorsFromIssues(err.fields));
      else showError(err);
      setBusy(false);
    }
  }

  async function cancel() {
    if (variant === 'steps') await idp.discardDraft({ query: { tab: mode.tab, template_id: templateId(mode) } }).catch(() => undefined);
    markClean();
    window.location.assign(mode.kind === 'edit' ? `/setting/template/detail/${mode.id}` : hrefs.list);
  }

  return (
    <form
      className="card idp-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField label="Title" required name="title" maxLength={200} value={values.title} onChange={(v) => set('title', v)} error={errors.title} />
      <Textarea
        label="Description"
        name="description"
        maxLength={2000}
        rows={4}
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
      />
      <div className="idp-topics" onKeyDown={onTopicKey}>
        <TextField label="Topics" name="topic" maxLength={60} value={topic} onChange={setTopic} hint="Type a topic and press Enter." error={errors.topics} />
        <button type="button" className="btn btn-sm btn-outline" onClick={addTopic} disabled={!topic.trim()}>
          Add topic
        </button>
      </div>
      {values.topics.length > 0 && (
        <ul className="idp-chips" aria-label="Topics">
          {values.topics.map((t) => (
            <li key={t}>
              {t}
              <button
                type="button"
                className="idp-chip-remove"
                aria-label={`Remove topic ${t}`}
                onClick={() =>
                  set(
                    'topics',
                    values.topics.filter((x) => x !== t),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {variant === 'steps' && (
        <>
          <fieldset className="field">
            <legend>Objectives</legend>
            <div className="idp-objectives">
              {objectives.map((o) => (
                <label key={o.id} className="idp-check">
                  <input
                    type="checkbox"
                    checked={values.objectives.includes(o.id)}
                    onChange={(e) => set('objectives', e.target.checked ? [...values.objectives, o.id] : values.objectives.filter((x) => x !== o.id))}
                  />
                  {o.title}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="field">
            <legend>
              Thumbnail <RequiredMark required />
            </legend>
            <div className="idp-thumbs">
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <label key={n} className={`idp-thumb${values.thumbnail === n ? ' is-selected' : ''}`}>
                  <input type="radio" name="thumbnail" checked={values.thumbnail === n} onChange={() => set('thumbnail', n)} aria-label={`Thumbnail ${n}`} />
                  <img src={`/course-thumbnails/default-${n}.svg`} alt="" width={120} height={68} />
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
      <div className="idp-actions">
        <button type="button" className="btn btn-outline" onClick={() => void cancel()}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {variant === 'quick' ? 'Save' : 'Next'}
        </button>
      </div>
    </form>
  );
}
