import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { toast } from '@/stores/toasts';
import { showErrorMessage } from '@/stores/error-dialog';
import { navigation, toErrorInfo } from '@/lib/fetcher';
import { LIM3_START_OBJECTIVE, type Objective } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import { quizClient } from '@/features/quiz/client';
import {
  applyType,
  buildDisplaySettings,
  htmlHasText,
  preferencesBlocked,
  questionCounts,
  questionsBlocked,
  toPayload,
  type FormQuestion,
  type QuizForm as Form,
} from './form-logic';
import { GeneralStep } from './GeneralStep';
import { QuestionManager } from './QuestionManager';
import { PreferencesStep } from './PreferencesStep';
import './quiz.css';

export interface QuizFormProps {
  mode: 'create' | 'edit';
  quizId?: number;
  initial: Form;
  base: string;
  limTypes: { value: string; label: string }[];
}

const STEPS = ['General', 'Question Management', 'Preferences'] as const;
type Confirm = null | 'create' | 'save' | 'changeType' | 'tab' | { kind: 'typeNow'; apply: () => void };

const validate = (f: Form) => ({
  title: f.title.trim() ? null : m.titleRequired,
  description: htmlHasText(f.description) || /<img\b/i.test(f.description) ? null : m.descriptionRequired,
});
const countsKey = (qs: FormQuestion[]) =>
  qs
    .map((q) => `${q.question_objective}:${q.question_type}`)
    .sort()
    .join('|');

/** The create wizard (General → Question Management → Preferences) and the edit tabs, with every rule of §2, §4, §5. */
export default function QuizForm({ mode, quizId, initial, base, limTypes }: QuizFormProps) {
  const [form, setForm] = useState<Form>(initial);
  const [saved, setSaved] = useState<Form>(initial);
  const [step, setStep] = useState(0);
  const [pendingTab, setPendingTab] = useState<number | null>(null);
  const [objective, setObjective] = useState<Objective>(initial.question_type === 'lim3' ? LIM3_START_OBJECTIVE : 'general');
  const [limited, setLimited] = useState(initial.duration > 0);
  const [errors, setErrors] = useState<{ title?: string | null; description?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const { markClean, markDirty } = useDirtyForm('quiz-form');
  const topRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const edit = mode === 'edit';

  // Field validation on change, debounced 300 ms (§5).
  const validateSoon = (next: Form) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setErrors(validate(next)), 300);
  };
  const patch = (p: Partial<Form>) => setForm((f) => ({ ...f, ...p }));

  // A change in the question count per type rebuilds the display settings (§4). Opening a saved quiz is not a
  // change: its limits stay as they were saved.
  const key = countsKey(form.questions);
  const counted = useRef({ key, counts: questionCounts(form.questions) });
  useEffect(() => {
    if (counted.current.key === key) return;
    const before = counted.current.counts;
    setForm((f) => {
      counted.current = { key, counts: questionCounts(f.questions) };
      return f.question_display_settings ? { ...f, question_display_settings: buildDisplaySettings(f, f.question_display_settings, before) } : f;
    });
  }, [key]);

  const generalInvalid = Boolean(validate(form).title || validate(form).description) || !form.question_type;
  const questionsGate = form.question_type ? questionsBlocked(form, objective) : 'Choose a type';
  const prefsGate = preferencesBlocked(form, limited);
  const changed = useMemo(() => JSON.stringify(form) !== JSON.stringify(saved), [form, saved]);
  const typeChanged = edit && (form.type !== saved.type || form.question_type !== saved.question_type);

  /** Create: changing the type with questions present asks first, then resets the list. */
  function guardTypeChange(apply: (f: Form) => Form) {
    const next = apply(form);
    const startObjective = () => setObjective(next.question_type === 'lim3' ? LIM3_START_OBJECTIVE : 'general');
    if (!edit && form.questions.length && next.question_type !== form.question_type) {
      setConfirm({
        kind: 'typeNow',
        apply: () => {
          setForm({ ...next, questions: [], question_display_settings: null });
          startObjective();
        },
      });
      return;
    }
    setForm(next);
    startObjective();
  }

  async function submit() {
    setConfirm(null);
    const errs = validate(form);
    setErrors(errs);
    if (errs.title || errs.description) {
      topRef.current?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    setBusy(true);
    const body = toPayload(typeChanged ? { ...form, questions: [], question_display_settings: null } : form);
    try {
      if (edit) {
        const res = await quizClient.update(quizId!, body);
        markClean();
        toast.flashSuccess(m.editSuccess);
        setSaved(form);
        void res;
      } else {
        await quizClient.create(body);
        markClean();
        toast.flashSuccess(m.createSuccess);
      }
      navigation.assign(base);
    } catch (err) {
      markDirty();
      const info = toErrorInfo(err, edit ? m.editFailed : undefined);
      showErrorMessage(info.message, edit ? info.title : m.createFailedTitle);
    } finally {
      setBusy(false);
    }
  }

  function requestSave() {
    if (typeChanged && saved.questions.length) setConfirm('changeType');
    else setConfirm('save');
  }

  function goTab(i: number) {
    if (i === step) return;
    if (changed) {
      setPendingTab(i);
      setConfirm('tab');
    } else setStep(i);
  }

  const general = (
    <GeneralStep
      form={form}
      errors={errors}
      limTypes={limTypes}
      onTitle={(v) => {
        const next = { ...form, title: v };
        setForm(next);
        validateSoon(next);
      }}
      onDescription={(v) => {
        if (v === form.description) return;
        const next = { ...form, description: v };
        setForm(next);
        validateSoon(next);
      }}
      onType={(t) => guardTypeChange((f) => applyType(f, t))}
      onLimType={(t) => guardTypeChange((f) => ({ ...f, question_type: t }))}
    />
  );
  const questions = <QuestionManager form={form} setQuestions={(qs) => patch({ questions: qs })} objective={objective} setObjective={setObjective} />;
  const prefs = <PreferencesStep form={form} patch={patch} limited={limited} setLimited={setLimited} />;
  const gates = [generalInvalid, Boolean(questionsGate), Boolean(prefsGate)];

  return (
    <div className="qz-form" ref={topRef} aria-busy={busy}>
      {edit ? (
        <div className="qz-tabs" role="tablist" aria-label="Edit quiz">
          {STEPS.map((s, i) => (
            <button key={s} type="button" role="tab" aria-selected={step === i} onClick={() => goTab(i)}>
              {s}
            </button>
          ))}
        </div>
      ) : (
        <ol className="qz-steps" aria-label="Steps">
          {STEPS.map((s, i) => (
            <li key={s} aria-current={step === i ? 'step' : undefined}>
              {i + 1}. {s}
            </li>
          ))}
        </ol>
      )}
      {/* Every step stays mounted (hidden when inactive): the editors keep their state, and one editor always
          exists, so tiptap never removes and re-injects its style tag (which the CSP would block). */}
      <div hidden={step !== 0}>{general}</div>
      <div hidden={step !== 1}>{questions}</div>
      <div hidden={step !== 2}>{prefs}</div>
      {step === 1 && questionsGate && (
        <p className="muted" role="status">
          {questionsGate}
        </p>
      )}
      <div className="qz-footer">
        {!edit && step === 0 && (
          <a className="btn btn-outline" href={base}>
            Cancel
          </a>
        )}
        {!edit && step > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => setStep(step - 1)} disabled={busy}>
            Back
          </button>
        )}
        {!edit && step < 2 && (
          <button type="button" className="btn" onClick={() => setStep(step + 1)} disabled={busy || gates[step]}>
            Next
          </button>
        )}
        {!edit && step === 2 && (
          <button type="button" className="btn" onClick={() => setConfirm('create')} disabled={busy || gates.some(Boolean)}>
            Create
          </button>
        )}
        {edit && (
          <button type="button" className="btn" onClick={requestSave} disabled={busy || gates[step] || (step !== 1 && gates[1] && !typeChanged)}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirm === 'create'}
        title={m.createConfirmTitle}
        text={m.createConfirmText}
        confirmLabel="Create"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'save'}
        title={m.saveChangesTitle}
        text={m.saveChangesText}
        confirmLabel="OK"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'changeType' || (typeof confirm === 'object' && confirm?.kind === 'typeNow')}
        title={m.changeTypeTitle}
        text={m.changeTypeText}
        confirmLabel={m.changeTypeConfirm}
        cancelLabel="Cancel"
        variant="danger"
        onConfirm={() => {
          if (confirm === 'changeType') setConfirm('save');
          else if (typeof confirm === 'object' && confirm) {
            confirm.apply();
            setConfirm(null);
          }
        }}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'tab'}
        title={m.tabChangeTitle}
        text={m.tabChangeText}
        confirmLabel="Discard"
        cancelLabel="Cancel"
        variant="danger"
        onConfirm={() => {
          setForm(saved);
          setLimited(saved.duration > 0);
          setConfirm(null);
          if (pendingTab !== null) setStep(pendingTab);
          setPendingTab(null);
        }}
        onCancel={() => {
          setConfirm(null);
          setPendingTab(null);
        }}
      />
    </div>
  );
}
