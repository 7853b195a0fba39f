import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { MoveButtons } from '@/ui/MoveButtons';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { createClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { errorsFromIssues, validate } from '@/lib/form-kit';
import { formatDate } from '@/lib/format';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { faqApi } from '@/features/policy/api';
import { policyMessages as M } from '@/features/policy/messages';
import { ANSWER_MAX, FAQ_MAX, FaqInputSchema, QUESTION_MAX, type Faq } from '@/features/policy/schemas';
import './policy.css';

const api = createClient(faqApi);
interface Row {
  key: number;
  question: string;
  answer: string;
}
let nextKey = 1;
const rowsOf = (faq: Faq): Row[] => faq.items.map((i) => ({ key: nextKey++, ...i }));

/**
 * The FAQ (docs/decisions/0125): question and answer pairs in the order the learner site's footer shows them. Add,
 * edit, remove, and move with the ↑ ↓ buttons or Alt+Arrow Up / Down inside a question; the whole list is saved at once.
 */
export default function FaqEditor({ initial }: { initial: Faq }) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  const [updatedAt, setUpdatedAt] = useState(initial.updated_at);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [focus, setFocus] = useState<{ key: number; target: 'up' | 'down' | 'question' } | null>(null);
  const items = useRef(new Map<number, HTMLFieldSetElement>());
  const { markDirty, markClean } = useDirtyForm('policy-faq', { dirtyOnEnter: false });

  useEffect(() => {
    if (!focus) return;
    const el = items.current.get(focus.key);
    const target =
      focus.target === 'question'
        ? el?.querySelector<HTMLElement>('input')
        : (el?.querySelector<HTMLButtonElement>(`button[title$="${focus.target}"]:not(:disabled)`) ??
          el?.querySelector<HTMLButtonElement>('button[title^="Move"]:not(:disabled)'));
    target?.focus();
    setFocus(null);
  }, [focus]);

  const change = (next: Row[]) => {
    setRows(next);
    markDirty();
  };
  const update = (key: number, field: 'question' | 'answer', value: string) => change(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  function move(index: number, step: -1 | 1, target: 'up' | 'down' | 'question' = step === -1 ? 'up' : 'down') {
    const to = index + step;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(to, 0, row);
    change(next);
    setErrors({});
    setAnnounce(`Question ${index + 1} moved to position ${to + 1} of ${rows.length}.`);
    setFocus({ key: row.key, target });
  }

  function onItemKey(e: KeyboardEvent, index: number) {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const focusedButton = (e.target as HTMLElement).tagName === 'BUTTON';
    move(index, e.key === 'ArrowUp' ? -1 : 1, focusedButton ? (e.key === 'ArrowUp' ? 'up' : 'down') : 'question');
  }

  function add() {
    const row = { key: nextKey++, question: '', answer: '' };
    change([...rows, row]);
    setFocus({ key: row.key, target: 'question' });
  }

  function remove(index: number) {
    const next = rows.filter((_, i) => i !== index);
    change(next);
    setErrors({});
    setAnnounce(`Question ${index + 1} removed.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocus({ key: neighbour.key, target: 'question' });
  }

  async function save() {
    const input = { items: rows.map(({ question, answer }) => ({ question, answer })), updated_at: updatedAt };
    const problems = validate(FaqInputSchema, input);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const res = await api.save({ body: input });
      setRows(rowsOf(res.data));
      setUpdatedAt(res.data.updated_at);
      markClean();
      toast.success(res.message ?? M.faqSaved);
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setErrors(errorsFromIssues(err.fields));
      else showError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card policy-faq"
      aria-labelledby="faq-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="policy-head">
        <h2 id="faq-title">Questions</h2>
        <span className="hint-text">
          {rows.length} of {FAQ_MAX}
          {updatedAt ? ` · saved ${formatDate(updatedAt, 'DD/MM/YYYY HH:mm')} WIB` : ''}
        </span>
      </div>
      <p className="hint-text">
        Shown in this order in the footer of the learner site. Move a question with ↑ and ↓, or with Alt+Arrow Up and Alt+Arrow Down inside it.
      </p>
      {errors.items && (
        <p className="field-error" role="alert">
          {errors.items}
        </p>
      )}
      {rows.length === 0 && <p className="policy-empty">No questions yet.</p>}
      <ol className="policy-faq-list">
        {rows.map((row, i) => (
          <li key={row.key}>
            <fieldset
              ref={(el) => {
                if (el) items.current.set(row.key, el);
                else items.current.delete(row.key);
              }}
              onKeyDown={(e) => onItemKey(e, i)}
            >
              <legend>Question {i + 1}</legend>
              <TextField
                label="Question"
                required
                name={`items.${i}.question`}
                maxLength={QUESTION_MAX}
                value={row.question}
                onChange={(v) => update(row.key, 'question', v)}
                error={errors[`items.${i}.question`]}
              />
              <Textarea
                label="Answer"
                required
                name={`items.${i}.answer`}
                maxLength={ANSWER_MAX}
                rows={3}
                value={row.answer}
                onChange={(v) => update(row.key, 'answer', v)}
                error={errors[`items.${i}.answer`]}
              />
              <div className="policy-faq-tools">
                <MoveButtons name={`question ${i + 1}`} first={i === 0} last={i === rows.length - 1} onMove={(step) => move(i, step)} />
                <button type="button" className="btn btn-sm btn-outline" onClick={() => remove(i)}>
                  Remove question {i + 1}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <div className="policy-actions">
        <button type="button" className="btn btn-outline" onClick={add} disabled={rows.length >= FAQ_MAX}>
          Add question
        </button>
        <button type="submit" className="btn" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
