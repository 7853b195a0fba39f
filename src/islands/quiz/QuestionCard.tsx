import { lazy, Suspense, useState } from 'react';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { NumberInput } from '@/ui/NumberInput';
import { Textarea } from '@/ui/Textarea';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { showErrorMessage } from '@/stores/error-dialog';
import { DEFAULT_ERROR_TITLE, toErrorInfo } from '@/lib/fetcher';
import { LINEAR_END_MAX, LINEAR_END_MIN, MAX_ESSAY_SCORE, MAX_SCORE } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import type { QuizOption } from '@/lib/quiz-option';
import { addOption, canAddOption, canDeleteOption, deleteOption, scaleOptions, toggleCorrect, type FormQuestion } from './form-logic';
import { MoveButtons } from '@/ui/MoveButtons';

// The upload popup (and its dropzone) loads when an option's image is first chosen, not with the editor (DESIGN.md 9).
const ImageUpload = lazy(() => import('@/ui/ImageUpload').then((mod) => ({ default: mod.ImageUpload })));

export interface QuestionCardProps {
  q: FormQuestion;
  index: number;
  onChange: (q: FormQuestion) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onMove: (dir: -1 | 1) => void;
  first: boolean;
  last: boolean;
  /** Surveys are never graded, so their questions have no review switch. */
  survey: boolean;
}

/**
 * One question card: rich text with image, score, the review switch (not for essays, which are always reviewed,
 * nor in surveys), type body, and duplicate/delete/move up/move down.
 */
export function QuestionCard({ q, index, onChange, onDuplicate, onDelete, onMove, first, last, survey }: QuestionCardProps) {
  const [imageFor, setImageFor] = useState<string | null>(null);
  const showScore = q.question_type !== 'multiple_choice_multi_answers';
  const maxScore = q.question_type === 'essay' ? MAX_ESSAY_SCORE : MAX_SCORE;
  const setOption = (code: string, patch: Partial<QuizOption>) => onChange({ ...q, options: q.options.map((o) => (o.code === code ? { ...o, ...patch } : o)) });
  const start = q.options[0]?.no ?? 0;
  const end = q.options[q.options.length - 1]?.no ?? 10;
  const label = `Question ${index + 1}`;

  return (
    <article className="card qz-q" id={`question-${q.id}`} aria-label={label}>
      <div className="qz-q-head">
        <strong>{label}</strong>
        <div className="qz-card-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={onDuplicate} aria-label={`Duplicate ${label}`}>
            Duplicate
          </button>
          <MoveButtons name={label} onMove={onMove} first={first} last={last} />
          <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} aria-label={`Delete ${label}`}>
            Delete
          </button>
        </div>
      </div>
      <RichTextEditor label="Question Detail" value={q.question} onChange={(html) => onChange({ ...q, question: html })} imageFolder="image" />
      {showScore && (
        <NumberInput
          label="Score"
          value={q.score}
          onChange={(v) => onChange({ ...q, score: Math.min(maxScore, Math.max(0, v ?? 0)) })}
          min={0}
          max={maxScore}
          allowDecimal
        />
      )}
      {q.question_type !== 'essay' && !survey && (
        <Switch
          id={`review-${q.id}`}
          label={m.reviewSwitch}
          hint={m.reviewSwitchHint}
          checked={q.needs_review}
          onChange={(on) => onChange({ ...q, needs_review: on })}
        />
      )}
      {q.question_type === 'essay' && (
        <Textarea
          label="Answer"
          value={q.options[0]?.label ?? ''}
          onChange={(v) =>
            onChange({ ...q, options: [{ ...(q.options[0] ?? { code: 'A', no: 1, is_correct: true, score: null, url_image: null }), label: v }] })
          }
          rows={3}
        />
      )}
      {q.question_type === 'linear_scale' && (
        <div className="qz-pref-row">
          <Select
            label="Start"
            options={[0, 1].map((v) => ({ value: v, label: String(v) }))}
            value={start}
            onChange={(v) => onChange({ ...q, options: scaleOptions(v ?? 0, end, q.options[0]?.label, q.options[q.options.length - 1]?.label) })}
          />
          <Select
            label="End"
            options={Array.from({ length: LINEAR_END_MAX - LINEAR_END_MIN + 1 }, (_, i) => ({ value: LINEAR_END_MIN + i, label: String(LINEAR_END_MIN + i) }))}
            value={end}
            onChange={(v) => onChange({ ...q, options: scaleOptions(start, v ?? 10, q.options[0]?.label, q.options[q.options.length - 1]?.label) })}
          />
          <label className="field">
            <span className="field-label">Start label (optional)</span>
            <input className="input" value={q.options[0]?.label ?? ''} onChange={(e) => setOption(q.options[0].code, { label: e.target.value })} />
          </label>
          <label className="field">
            <span className="field-label">End label (optional)</span>
            <input
              className="input"
              value={q.options[q.options.length - 1]?.label ?? ''}
              onChange={(e) => setOption(q.options[q.options.length - 1].code, { label: e.target.value })}
            />
          </label>
        </div>
      )}
      {(q.question_type === 'true_false' || q.question_type.startsWith('multiple_choice')) && (
        <div role="group" aria-label={`Options of ${label}`}>
          {q.options.map((o) => (
            <div className="qz-option-row" key={o.code}>
              <span className="qz-code">{o.code}</span>
              <input
                className="input"
                aria-label={`Option ${o.code}`}
                value={o.label}
                readOnly={q.question_type === 'true_false'}
                onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                onChange={(e) => setOption(o.code, { label: e.target.value.replace(/[\r\n]/g, '') })}
              />
              <label className="qz-limit">
                <input
                  type={q.question_type === 'multiple_choice_multi_answers' ? 'checkbox' : 'radio'}
                  name={`correct-${q.id}`}
                  checked={o.is_correct}
                  onChange={() => onChange(toggleCorrect(q, o.code))}
                  aria-label={`Mark ${o.code} as correct`}
                />
                Correct
              </label>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setImageFor(o.code)} aria-label={`Image for option ${o.code}`}>
                {o.url_image ? 'Change image' : 'Image'}
              </button>
              {q.question_type !== 'true_false' ? (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={!canDeleteOption(q, o)}
                  onClick={() => onChange(deleteOption(q, o.code))}
                  aria-label={`Delete option ${o.code}`}
                >
                  ✕
                </button>
              ) : (
                <span />
              )}
              {o.url_image && <img src={o.url_image} alt={`Option ${o.code}`} className="qz-opt-img" />}
            </div>
          ))}
          {q.question_type !== 'true_false' && canAddOption(q) && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(addOption(q))}>
              Add Option
            </button>
          )}
        </div>
      )}
      {imageFor !== null && (
        <Suspense fallback={null}>
          <ImageUpload
            open
            onClose={() => setImageFor(null)}
            folder="quiz/images"
            success={{ text: m.uploadSuccess, title: m.uploadSuccessTitle }}
            // §8: 'Failed to upload image', titled with the server's message or Error.
            onFailed={(err) => showErrorMessage(m.uploadFailed, toErrorInfo(err, DEFAULT_ERROR_TITLE).message)}
            onUploaded={(url) => {
              if (imageFor) setOption(imageFor, { url_image: url });
              setImageFor(null);
            }}
          />
        </Suspense>
      )}
    </article>
  );
}
