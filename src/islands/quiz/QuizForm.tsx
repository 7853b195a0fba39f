import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { WizardSteps } from '@/ui/WizardSteps';
import { useResourceForm } from '@/ui/useResourceForm';
import type { FormScreen } from '@/lib/form-kit';
import { LIM3_START_OBJECTIVE, PREFERENCE_DEFAULTS, type Objective } from '@/features/quiz/constants';
import { quizApi } from '@/features/quiz/api';
import { quizMessages as m } from '@/features/quiz/messages';
import { QuizInputSchema } from '@/features/quiz/schemas';
import {
  applyType,
  buildDisplaySettings,
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

/** The steps (create) or tabs (edit), each with the fields of the schema it validates. */
const STEPS = [
  { label: 'General', fields: ['title', 'description', 'type', 'question_type'] },
  { label: 'Question Management', fields: ['questions'] },
  { label: 'Preferences', fields: Object.keys(PREFERENCE_DEFAULTS) },
];

/** The quiz form on the form kit (spec 001 §2, §5, §8; decision 0108): one quiz, one save at the end. */
const screenFor = (base: string): FormScreen => ({
  formId: 'quiz-form',
  listHref: base,
  endpoints: { create: quizApi.create, update: quizApi.update },
  messages: { created: m.createSuccess, edited: m.editSuccess, createFailed: m.createFailed, editFailed: m.editFailed, createFailedTitle: m.createFailedTitle },
  confirm: {
    create: { title: m.createConfirmTitle, text: m.createConfirmText, confirmLabel: 'Create' },
    edit: { title: m.saveChangesTitle, text: m.saveChangesText, confirmLabel: 'OK' },
  },
  // Fields validate on change after 300 ms (spec 001 §5).
  debounceMs: 300,
});

const typeChangedFrom = (saved: Form, f: Form) => f.type !== saved.type || f.question_type !== saved.question_type;
const countsKey = (qs: FormQuestion[]) =>
  qs
    .map((q) => `${q.question_objective}:${q.question_type}`)
    .sort()
    .join('|');

/** The create wizard (General → Question Management → Preferences) and the edit tabs, with every rule of §2, §4, §5. */
export default function QuizForm({ mode, quizId, initial, base, limTypes }: QuizFormProps) {
  const edit = mode === 'edit';
  const screen = useMemo(() => screenFor(base), [base]);
  // An edit that changes the type sends no questions: the server resets them (spec 001 §4).
  const toBody = useMemo(
    () => (f: Form) => toPayload(edit && typeChangedFrom(initial, f) ? { ...f, questions: [], question_display_settings: null } : f),
    [edit, initial],
  );
  const form = useResourceForm<Form>({
    screen,
    schema: QuizInputSchema,
    initial,
    record: edit ? { id: quizId!, updated_at: initial.updated_at } : null,
    toBody,
  });
  const values = form.values;
  const [step, setStep] = useState(0);
  const [pendingTab, setPendingTab] = useState<number | null>(null);
  const [objective, setObjective] = useState<Objective>(initial.question_type === 'lim3' ? LIM3_START_OBJECTIVE : 'general');
  const [limited, setLimited] = useState(initial.duration > 0);
  const [confirm, setConfirm] = useState<null | 'changeType' | 'tab' | { kind: 'typeNow'; apply: () => void }>(null);

  // A change in the question count per type rebuilds the display settings (§4). Opening a saved quiz is not a
  // change: its limits stay as they were saved.
  const key = countsKey(values.questions);
  const counted = useRef({ key, counts: questionCounts(values.questions) });
  useEffect(() => {
    if (counted.current.key === key) return;
    const before = counted.current.counts;
    counted.current = { key, counts: questionCounts(values.questions) };
    if (values.question_display_settings) form.set('question_display_settings', buildDisplaySettings(values, values.question_display_settings, before));
  }, [form, key, values]);

  const typeChanged = edit && typeChangedFrom(initial, values);
  const questionsGate = values.question_type ? questionsBlocked(values, objective) || form.problem(STEPS[1].fields) : 'Choose a type';
  const gates = [
    Boolean(form.problem(STEPS[0].fields)) || !values.question_type,
    Boolean(questionsGate),
    Boolean(preferencesBlocked(values, limited) || form.problem(STEPS[2].fields)),
  ];

  /** Create: changing the type with questions present asks first, then resets the list. */
  function guardTypeChange(apply: (f: Form) => Form) {
    const next = apply(values);
    const change = (reset: boolean) => {
      form.patch({ ...next, ...(reset ? { questions: [], question_display_settings: null } : {}) });
      setObjective(next.question_type === 'lim3' ? LIM3_START_OBJECTIVE : 'general');
    };
    if (!edit && values.questions.length && next.question_type !== values.question_type) setConfirm({ kind: 'typeNow', apply: () => change(true) });
    else change(false);
  }

  function requestSave() {
    if (typeChanged && initial.questions.length) setConfirm('changeType');
    else form.submit();
  }

  function goTab(i: number) {
    if (i === step) return;
    if (form.changed) {
      setPendingTab(i);
      setConfirm('tab');
    } else setStep(i);
  }

  const busy = form.busy;
  return (
    <div className="qz-form" aria-busy={busy}>
      {edit ? (
        <div className="qz-tabs" role="tablist" aria-label="Edit quiz">
          {STEPS.map((s, i) => (
            <button key={s.label} type="button" role="tab" aria-selected={step === i} onClick={() => goTab(i)}>
              {s.label}
            </button>
          ))}
        </div>
      ) : (
        <WizardSteps label="Steps" steps={STEPS.map((s) => s.label)} current={step + 1} saved={0} href={null} />
      )}
      {/* Every step stays mounted (hidden when inactive): the editors keep their state, and one editor always
          exists, so tiptap never removes and re-injects its style tag (which the CSP would block). */}
      <div hidden={step !== 0}>
        <GeneralStep
          form={values}
          errors={form.errors}
          limTypes={limTypes}
          onTitle={(v) => form.set('title', v)}
          onDescription={(v) => form.set('description', v)}
          onType={(t) => guardTypeChange((f) => applyType(f, t))}
          onLimType={(t) => guardTypeChange((f) => ({ ...f, question_type: t }))}
        />
      </div>
      <div hidden={step !== 1}>
        <QuestionManager form={values} setQuestions={(qs) => form.set('questions', qs)} objective={objective} setObjective={setObjective} />
      </div>
      <div hidden={step !== 2}>
        <PreferencesStep form={values} patch={form.patch} limited={limited} setLimited={setLimited} />
      </div>
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
          <button type="button" className="btn" onClick={() => form.submit()} disabled={busy || gates.some(Boolean)}>
            Create
          </button>
        )}
        {edit && (
          <button type="button" className="btn" onClick={requestSave} disabled={busy || gates[step] || (step !== 1 && gates[1] && !typeChanged)}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        )}
      </div>
      <ConfirmDialog {...form.confirmDialog} cancelLabel="Cancel" />
      <ConfirmDialog
        open={confirm === 'changeType' || (typeof confirm === 'object' && confirm?.kind === 'typeNow')}
        title={m.changeTypeTitle}
        text={m.changeTypeText}
        confirmLabel={m.changeTypeConfirm}
        cancelLabel="Cancel"
        variant="danger"
        onConfirm={() => {
          if (confirm === 'changeType') form.submit();
          else if (typeof confirm === 'object' && confirm) confirm.apply();
          setConfirm(null);
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
          form.reset();
          setLimited(initial.duration > 0);
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
