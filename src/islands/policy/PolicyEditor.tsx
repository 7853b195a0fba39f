import { useState } from 'react';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { TextField } from '@/ui/TextField';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { createClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { validate } from '@/lib/form-kit';
import { formatDate } from '@/lib/format';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { termApi, userPolicyApi } from '@/features/policy/api';
import { policyMessages as M } from '@/features/policy/messages';
import { CHANGE_NOTE_MAX, DraftInputSchema, type PolicyDocument, type PolicyKind } from '@/features/policy/schemas';
import './policy.css';

const clients = { term_and_condition: createClient(termApi), user_policy: createClient(userPolicyApi) };
const when = (iso: string | null) => (iso ? `${formatDate(iso, 'DD/MM/YYYY HH:mm')} WIB` : '-');

export interface PolicyEditorProps {
  kind: PolicyKind;
  title: string;
  draft: PolicyDocument | null;
  current: PolicyDocument | null;
}

/**
 * The draft of the terms or the user policy (docs/decisions/0125): written in the rich-text editor (a new draft starts
 * from the current version's text), saved as a draft, then published as the next version, which every learner must
 * accept again. Publishing or discarding reloads the page, whose history and current version are rendered on the server.
 */
export default function PolicyEditor({ kind, title, draft, current }: PolicyEditorProps) {
  const api = clients[kind];
  const [body, setBody] = useState(draft?.body ?? current?.body ?? '');
  const [note, setNote] = useState(draft?.change_note ?? '');
  const [saved, setSaved] = useState<PolicyDocument | null>(draft);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const [busy, setBusy] = useState(false);
  const { markDirty, markClean } = useDirtyForm(`policy-${kind}`, { dirtyOnEnter: false });
  const changed = !saved || body !== saved.body || note !== saved.change_note;

  const edit = (apply: () => void) => {
    apply();
    markDirty();
  };

  /** Saves the draft when it changed; answers the saved draft, or null when it could not be saved. */
  async function save(): Promise<PolicyDocument | null> {
    if (!changed && saved) return saved;
    const problems = validate(DraftInputSchema, { body, change_note: note, updated_at: saved?.updated_at ?? null });
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return null;
    try {
      const res = await api.saveDraft({ body: { body, change_note: note, updated_at: saved?.updated_at ?? null } });
      setSaved(res.data);
      setBody(res.data.body);
      setNote(res.data.change_note);
      markClean();
      toast.success(res.message ?? M.draftSaved);
      return res.data;
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setErrors(Object.fromEntries(err.fields.map((f) => [f.field ?? '', f.message])));
      else showError(err);
      return null;
    }
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const publish = () =>
    run(async () => {
      const ready = await save();
      if (!ready) return setConfirm(null);
      try {
        const res = await api.publish({ body: { updated_at: ready.updated_at } });
        markClean();
        toast.flashSuccess(res.message ?? M.published(res.data.version ?? 0));
        window.location.assign(window.location.pathname);
      } catch (err) {
        setConfirm(null);
        showError(err);
      }
    });

  const discard = () =>
    run(async () => {
      try {
        if (!saved) return;
        const res = await api.discardDraft({ body: { updated_at: saved.updated_at } });
        markClean();
        toast.flashSuccess(res.message ?? M.draftDiscarded);
        window.location.assign(window.location.pathname);
      } catch (err) {
        setConfirm(null);
        showError(err);
      }
    });

  return (
    <section className="card policy-draft" aria-labelledby={`${kind}-draft-title`}>
      <div className="policy-head">
        <h2 id={`${kind}-draft-title`}>{saved ? 'Draft' : 'New version'}</h2>
        {saved && <span className="pill pill-draft">Draft</span>}
      </div>
      <p className="hint-text">
        {saved
          ? `Saved ${when(saved.updated_at)}${saved.updated_by ? ` by ${saved.updated_by}` : ''}. Learners see it only once it is published.`
          : current
            ? `Starts from version ${current.version}. Save it as a draft, then publish it as version ${(current.version ?? 0) + 1}.`
            : 'Nothing has been published yet. Write the first version, save it as a draft, then publish it.'}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => void (await save()));
        }}
      >
        <RichTextEditor label={title} required value={body} onChange={(v) => edit(() => setBody(v))} error={errors.body} />
        <TextField
          label="What changed"
          name="change_note"
          maxLength={CHANGE_NOTE_MAX}
          value={note}
          onChange={(v) => edit(() => setNote(v))}
          error={errors.change_note}
          hint="Shown in the version history, e.g. Added the section on personal data."
        />
        <div className="policy-actions">
          {saved && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirm('discard')}>
              Discard draft
            </button>
          )}
          <button type="submit" className="btn btn-outline" disabled={busy || (!changed && !!saved)}>
            Save draft
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => setConfirm('publish')}>
            Publish
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirm === 'publish'}
        title={`Publish version ${(current?.version ?? 0) + 1}?`}
        text={M.confirmPublish}
        confirmLabel="Publish"
        busy={busy}
        onConfirm={() => void publish()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        title="Discard draft?"
        text={M.confirmDiscard}
        confirmLabel="Discard"
        variant="danger"
        busy={busy}
        onConfirm={() => void discard()}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
