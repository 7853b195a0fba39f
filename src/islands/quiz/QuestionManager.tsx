import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { OBJECTIVE_LABELS, QUESTION_TYPES, questionTypeLabel, SCROLL_DELAY_MS, type Objective, type QuestionType } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import {
  allowedTypes,
  applyImport,
  duplicateQuestion,
  moveQuestion,
  newQuestion,
  objectivesOf,
  type FormQuestion,
  type ImportScope,
  type QuizForm,
} from './form-logic';
import { QuestionCard } from './QuestionCard';

// The import popup (its dropzone and sheet preview) loads when Import is first clicked, not with the editor (DESIGN.md 9).
const ImportDialog = lazy(() => import('./ImportDialog').then((mod) => ({ default: mod.ImportDialog })));

export interface QuestionManagerProps {
  form: QuizForm;
  setQuestions: (questions: FormQuestion[]) => void;
  objective: Objective;
  setObjective: (o: Objective) => void;
}

/** Question Management: the 'Question List' sidebar (objective picker, per-type accordions) and the cards. */
export function QuestionManager({ form, setQuestions, objective, setObjective }: QuestionManagerProps) {
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // The Add Question menu behaves as a menu: focus lands on its first item, arrows move, Escape closes and
  // returns focus to the button, leaving it (Tab, a click elsewhere) closes it.
  useEffect(() => {
    if (adding) menu.current?.querySelector<HTMLButtonElement>('[role=menuitem]')?.focus();
  }, [adding]);
  const closeMenu = (refocus: boolean) => {
    setAdding(false);
    if (refocus) addButton.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role=menuitem]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      closeMenu(true);
    }
  };
  const [importing, setImporting] = useState(false);
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const types = allowedTypes(form.question_type);
  const mine = form.questions.filter((q) => q.question_objective === objective);
  const groups = QUESTION_TYPES.map((type) => ({ type, items: mine.filter((q) => q.question_type === type) })).filter((g) => g.items.length);

  const add = (type: QuestionType) => {
    const q = newQuestion(type, objective, form.questions);
    setQuestions([...form.questions, q]);
    setAdding(false);
    scrollTo(q.id);
  };
  const scrollTo = (id: FormQuestion['id']) =>
    setTimeout(() => document.getElementById(`question-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
  const update = (q: FormQuestion) => setQuestions(form.questions.map((x) => (x.id === q.id ? q : x)));
  const imported = (type: QuestionType, questions: FormQuestion[], scope: ImportScope) => setQuestions(applyImport(form, type, questions, scope));

  return (
    <div className="qz-bank">
      <aside className="card qz-side" aria-label={m.questionList}>
        <h3>{m.questionList}</h3>
        {form.question_type === 'lim3' && (
          <label className="field">
            <span className="field-label">Survey Objective</span>
            <select className="input" value={objective} onChange={(e) => setObjective(e.target.value as Objective)} aria-label="Survey Objective">
              {objectivesOf('lim3').map((o) => (
                <option key={o} value={o}>
                  {OBJECTIVE_LABELS[o]}
                </option>
              ))}
            </select>
          </label>
        )}
        {groups.map((g) => (
          <details key={g.type} open>
            <summary>
              <span>{questionTypeLabel(g.type)}</span>
              <span className="pill">{g.items.length}</span>
            </summary>
            <div className="qz-nums">
              {g.items.map((q, i) => (
                <button key={q.id} type="button" onClick={() => scrollTo(q.id)} aria-label={`${questionTypeLabel(g.type)} question ${i + 1}`}>
                  {i + 1}
                </button>
              ))}
            </div>
          </details>
        ))}
        <div className="qz-footer qz-footer-start">
          <button type="button" className="btn btn-outline" onClick={() => setImporting(true)}>
            Import
          </button>
          <div className="qz-pop-anchor">
            <button
              ref={addButton}
              type="button"
              className="btn"
              aria-haspopup="menu"
              aria-expanded={adding}
              aria-controls="qz-add-menu"
              onClick={() => setAdding((a) => !a)}
            >
              {m.addQuestion}
            </button>
            {adding && (
              <div
                id="qz-add-menu"
                role="menu"
                aria-label={m.addQuestion}
                ref={menu}
                className="card qz-pop qz-menu"
                onKeyDown={onMenuKey}
                onBlur={(e) => {
                  if (!menu.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget !== addButton.current) closeMenu(false);
                }}
              >
                {types.map((t) => (
                  <button key={t} role="menuitem" type="button" tabIndex={-1} className="qz-menu-item" onClick={() => add(t)}>
                    {questionTypeLabel(t)}
                  </button>
                ))}
              </div>
            )}
          </div>
        </div>
      </aside>
      <div>
        {!groups.length && (
          <div className="card qz-empty">
            <h3>{m.noQuestions}</h3>
            <p>{m.noQuestionsHint}</p>
          </div>
        )}
        {groups.map((g) => (
          <section className="qz-group" key={g.type} aria-label={questionTypeLabel(g.type)}>
            <h3>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-expanded={!collapsed[g.type]}
                onClick={() => setCollapsed({ ...collapsed, [g.type]: !collapsed[g.type] })}
              >
                {collapsed[g.type] ? '▸' : '▾'}
              </button>{' '}
              {questionTypeLabel(g.type)} ({g.items.length})
            </h3>
            {!collapsed[g.type] &&
              g.items.map((q, i) => (
                <QuestionCard
                  key={q.id}
                  q={q}
                  index={i}
                  first={i === 0}
                  last={i === g.items.length - 1}
                  survey={form.type === 'lim'}
                  onChange={update}
                  onDuplicate={() => setQuestions(duplicateQuestion(form.questions, q.id))}
                  onDelete={() => setQuestions(form.questions.filter((x) => x.id !== q.id))}
                  onMove={(dir) => setQuestions(moveQuestion(form.questions, q.id, dir))}
                />
              ))}
          </section>
        ))}
      </div>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog
            open
            onClose={() => setImporting(false)}
            questionType={form.question_type}
            types={types}
            current={form.questions}
            onImported={imported}
          />
        </Suspense>
      )}
    </div>
  );
}
