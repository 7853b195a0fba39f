import { ANSWER_CHUNK, OBJECTIVE_LABELS, QUESTION_TYPES, questionTypeLabel, type Objective } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import type { QuestionView } from '@/features/quiz/schemas';
import './quiz.css';

export function chunks<T>(items: T[], size = ANSWER_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Question types in the spec's order, with their questions; empty groups left out. */
function groupByType<Q extends { question_type: string }>(questions: Q[]) {
  return QUESTION_TYPES.map((type) => ({ type, items: questions.filter((q) => q.question_type === type) })).filter((g) => g.items.length);
}

function OptionList({ q }: { q: QuestionView }) {
  if (q.question_type === 'essay') {
    return <p className="muted">{q.options[0]?.label ? <>Answer: {q.options[0].label}</> : 'No model answer'}</p>;
  }
  return (
    <>
      {chunks(q.options).map((row, i) => (
        <div className="qz-chunk" key={i}>
          {row.map((o) => (
            <span key={o.code} className={`qz-opt${o.is_correct ? ' correct' : ''}`} aria-label={o.is_correct ? `Correct answer ${o.code}` : undefined}>
              <span className="qz-code">{o.code}</span>
              {o.url_image && <img src={o.url_image} alt="" />}
              <span>{o.label}</span>
              {q.question_type === 'multiple_choice_multi_answers' && <span className="pill">{o.score ?? 0}</span>}
              {o.is_correct && q.question_type !== 'linear_scale' && <span aria-hidden="true">✓</span>}
            </span>
          ))}
        </div>
      ))}
    </>
  );
}

/** The read-only Question Bank tab: a sidebar per objective and type with numbered links, and the questions. */
export default function QuestionBank({ questions, lim3 }: { questions: QuestionView[]; lim3: boolean }) {
  const objectives = lim3 ? ([...new Set(questions.map((q) => q.question_objective))] as Objective[]) : (['general'] as Objective[]);
  if (!questions.length) return <div className="card qz-empty">No Questions Added Yet</div>;
  return (
    <div className="qz-bank">
      <nav className="card qz-side" aria-label="Question List">
        <h3>Question List</h3>
        {objectives.map((objective) => (
          <div key={objective}>
            {lim3 && <h4>{OBJECTIVE_LABELS[objective]}</h4>}
            {groupByType(questions.filter((q) => q.question_objective === objective)).map((g) => (
              <details key={g.type} open>
                <summary>
                  <span>{questionTypeLabel(g.type)}</span>
                  <span className="pill">{g.items.length}</span>
                </summary>
                <div className="qz-nums">
                  {g.items.map((q, i) => (
                    <a key={q.id} href={`#q-${q.id}`}>
                      {i + 1}
                    </a>
                  ))}
                </div>
              </details>
            ))}
          </div>
        ))}
      </nav>
      <div>
        {objectives.map((objective) => (
          <section key={objective} aria-label={lim3 ? OBJECTIVE_LABELS[objective] : 'Questions'}>
            {lim3 && <h3>{OBJECTIVE_LABELS[objective]}</h3>}
            {groupByType(questions.filter((q) => q.question_objective === objective)).map((g) => (
              <div className="qz-group" key={g.type}>
                <h3>{questionTypeLabel(g.type)}</h3>
                {g.items.map((q, i) => (
                  <article className="card qz-q" id={`q-${q.id}`} key={q.id}>
                    <div className="qz-q-head">
                      <strong>Question {i + 1}</strong>
                      <span className="qz-card-actions">
                        {/* Essays are always reviewed; the badge marks the other questions a grader confirms. */}
                        {q.needs_review && q.question_type !== 'essay' && <span className="pill pill-review">{m.reviewedBadge}</span>}
                        <span className="pill">Score {q.score}</span>
                      </span>
                    </div>
                    <div className="qz-q-body" dangerouslySetInnerHTML={{ __html: q.question }} />
                    {q.url_image && <img src={q.url_image} alt="" />}
                    <OptionList q={q} />
                  </article>
                ))}
              </div>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
