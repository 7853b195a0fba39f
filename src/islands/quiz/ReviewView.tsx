import { useState } from 'react';
import { NumberInput } from '@/ui/NumberInput';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { toast } from '@/stores/toasts';
import { showError } from '@/stores/error-dialog';
import { formatDate, titleCase } from '@/lib/format';
import { quizClient } from '@/features/quiz/client';
import { questionTypeLabel, RESULT_STATUS_LABELS, type ResultStatus } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import type { UserAnswer } from '@/features/quiz/schemas';
import { chunks } from './QuestionBank';
import './quiz.css';

/** An attempt for review as the page loads it and the API answers it (UserAnswerSchema). */
export type ReviewData = UserAnswer;
export type ReviewAnswer = UserAnswer['answers'][number];

const answered = (a: ReviewAnswer) => (a.question_type === 'essay' ? Boolean(a.answer.text) : a.answer.codes.length > 0 || a.answer.value !== null);
const scoreLabel = (a: ReviewAnswer) =>
  !a.graded ? 'Not graded' : a.needs_review && a.score !== null ? `Provisional score ${a.score} / ${a.max_score}` : `Score ${a.score ?? '-'} / ${a.max_score}`;
const mark = (a: ReviewAnswer) =>
  a.needs_review ? 'wait' : !a.graded ? '' : (a.score ?? 0) >= a.max_score && a.max_score > 0 ? 'ok' : (a.score ?? 0) > 0 ? 'wait' : 'bad';

/** Attempt review: tabs per question type, the learner's answers against the served options, Navigation, grading. */
export default function ReviewView({ quizId, data: initial, backHref }: { quizId: number; data: ReviewData; backHref: string }) {
  const [data, setData] = useState(initial);
  const types = data.detail.quiz_question_types;
  const [tab, setTab] = useState(types[0] ?? '');
  const [grades, setGrades] = useState<Record<number, number | null>>({});
  const [saving, setSaving] = useState<number | null>(null);
  // Grading asks first, as the assignment review does: the learner's result may change.
  const [confirming, setConfirming] = useState<ReviewAnswer | null>(null);
  const items = data.answers.filter((a) => a.question_type === tab);

  const scrollTo = (id: number) => setTimeout(() => document.getElementById(`ans-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 300);

  // A provisional score is offered as the grade, so the reviewer can confirm it as it is.
  const gradeOf = (a: ReviewAnswer) => (grades[a.id] !== undefined ? grades[a.id] : a.score);

  async function grade(a: ReviewAnswer) {
    const score = gradeOf(a);
    if (score === null || score === undefined) return;
    setSaving(a.id);
    try {
      const res = await quizClient.grade(quizId, data.detail.id, { question_id: a.id, score });
      toast.success(res.message || m.gradeSaved);
      setData({
        detail: { ...data.detail, status: res.data.status, score: res.data.score },
        answers: data.answers.map((x) => (x.id === a.id ? { ...x, score, needs_review: false } : x)),
      });
    } catch (err) {
      showError(err);
    } finally {
      setSaving(null);
      setConfirming(null);
    }
  }

  return (
    <div className="qz-form">
      <div className="qz-q-head">
        <div>
          <a
            className="btn btn-outline btn-sm"
            href={backHref}
            onClick={(e) => {
              if (history.length > 1) {
                e.preventDefault();
                history.back();
              }
            }}
          >
            Back
          </a>
          <h2 className="qz-inline-title">{data.detail.name}</h2>
          <p className="muted">
            {data.detail.email} · {data.detail.placement_title} · Attempt {data.detail.retake} · {formatDate(data.detail.start_at, 'DD MMMM YYYY HH:mm:ss')} ·
            Score {data.detail.score ?? '-'} ·{' '}
            <span className={`pill pill-${data.detail.status}`}>
              {RESULT_STATUS_LABELS[data.detail.status as ResultStatus] ?? titleCase(data.detail.status)}
            </span>
            {data.detail.quiz_version !== data.detail.current_version && (
              <>
                {' '}
                · Taken on version {data.detail.quiz_version} (current {data.detail.current_version})
              </>
            )}
          </p>
        </div>
        <button type="button" className="btn btn-outline">
          {m.downloadReport}
        </button>
      </div>
      <div className="qz-tabs" role="tablist" aria-label="Question types">
        {types.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
            {questionTypeLabel(t)}
          </button>
        ))}
      </div>
      <div className="qz-bank">
        <nav className="card qz-side" aria-label={m.navigation}>
          <h3>{m.navigation}</h3>
          <div className="qz-nums">
            {items.map((a, i) => (
              <button type="button" key={a.id} className={mark(a)} onClick={() => scrollTo(a.id)}>
                {i + 1}
              </button>
            ))}
          </div>
        </nav>
        <div role="tabpanel" aria-label={questionTypeLabel(tab)}>
          {items.map((a, i) => (
            <article className="card qz-q" id={`ans-${a.id}`} key={a.id}>
              <div className="qz-q-head">
                <strong>Question {i + 1}</strong>
                <span className="pill">{scoreLabel(a)}</span>
              </div>
              <div className="qz-q-body" dangerouslySetInnerHTML={{ __html: a.question.question }} />
              {a.question_type === 'essay' ? (
                <>
                  <p>
                    <strong>Answer:</strong> {a.answer.text || '-'}
                  </p>
                  {a.question.options[0]?.label && <p className="muted">Model answer: {a.question.options[0].label}</p>}
                </>
              ) : (
                chunks(a.question.options).map((row, k) => (
                  <div className="qz-chunk" key={k}>
                    {row.map((o) => {
                      const chosen = a.answer.codes.includes(o.code);
                      const cls = `qz-opt${o.is_correct && a.question_type !== 'linear_scale' ? ' correct' : ''}${chosen ? ' chosen' : ''}${chosen && !o.is_correct && a.question_type !== 'linear_scale' ? ' wrong' : ''}`;
                      return (
                        <span key={o.code} className={cls} aria-label={chosen ? `Chosen ${o.code}` : undefined}>
                          <span className="qz-code">{o.code}</span>
                          {o.url_image && <img src={o.url_image} alt="" />}
                          <span>{o.label}</span>
                        </span>
                      );
                    })}
                  </div>
                ))
              )}
              {a.reviewable && answered(a) && (
                <div className="qz-toolbar">
                  <NumberInput
                    label={`Grade (0 - ${a.max_score})`}
                    value={gradeOf(a)}
                    onChange={(v) => setGrades({ ...grades, [a.id]: v })}
                    min={0}
                    max={a.max_score}
                    allowDecimal
                  />
                  <button
                    type="button"
                    className="btn"
                    disabled={saving === a.id || gradeOf(a) === null || (!a.needs_review && grades[a.id] === undefined)}
                    onClick={() => setConfirming(a)}
                  >
                    {a.needs_review ? 'Save Grade' : 'Update Grade'}
                  </button>
                </div>
              )}
            </article>
          ))}
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.needs_review ? m.submitGrade : m.resubmitGrade}
        text={confirming?.needs_review ? m.confirmSubmitGrade : m.confirmResubmitGrade}
        confirmLabel="Yes"
        busy={saving !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void grade(confirming)}
      />
    </div>
  );
}
