import type { ReactNode } from 'react';
import {
  PARTICIPANT_STATUS_LABELS,
  type CourseDetail,
  type LimContent,
  type Participant,
  type ParticipantHistory,
  type ParticipantStatus,
} from '@/features/course/schemas';
import type { ListResult } from '@/lib/list';
import PageLinks from './PageLinks';
import UserHistoryTab from './UserHistoryTab';

/** The participant status's colour: done green, under way blue, not begun grey, declined red. */
const STATUS_PILL: Record<ParticipantStatus, string> = {
  completed: 'pill-publish',
  confirmed: 'pill-confirmed',
  invited: 'pill-draft',
  declined: 'pill-declined',
};

interface View {
  overview: [string, string][];
  sections: { title: string; contents: { title: string; type: string; settings: string }[] }[];
  participants: ListResult<Participant> | null;
  history: ListResult<ParticipantHistory> | null;
  lim: LimContent[];
  keyword: string;
}

/** The LIM surveys of the course: each question with how many participants answered it, linked to its Feedback Detail. */
function LimQuestions({ courseId, lim }: { courseId: number; lim: LimContent[] }) {
  if (!lim.length) return null;
  return (
    <section aria-labelledby="lim-feedback-title">
      <h3 id="lim-feedback-title">Feedback</h3>
      {lim.map((c) => (
        <div key={c.content_id} className="course-lim">
          <h4>
            {c.type_label}: {c.title}
          </h4>
          <ol>
            {c.questions.map((q) => (
              <li key={q.id}>
                <a href={`/course/detail/${courseId}/feedback-lim/${q.id}`}>{q.question || `Question ${q.id}`}</a>{' '}
                <small>
                  ({q.answers} {q.answers === 1 ? 'answer' : 'answers'})
                </small>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

/**
 * The course detail's tabs, rendered on the server without JavaScript (only the invite button, passed as children
 * on the participants tab, hydrates).
 */
export default function CourseDetailTabs({ course: c, tab, view, children }: { course: CourseDetail; tab: string; view: View; children?: ReactNode }) {
  return (
    <>
      <div className="course-hero">
        {c.thumbnail_url && <img src={c.thumbnail_url} alt="" width={160} height={90} />}
        <h2 id="course-title">{c.title}</h2>
      </div>
      {tab === 'overview' && (
        <>
          {/* Sanitised on the server before it was stored (sanitizeRichText). */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: c.description || '<p>-</p>' }} />
          <dl>
            {view.overview.map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {tab === 'contents' && (
        <>
          <p>
            <a className="btn btn-sm" href={`/course/detail/${c.id}/contents`}>
              Manage Content
            </a>
          </p>
          {view.sections.map((s) => (
            <section key={s.title} aria-label={s.title}>
              <h3>{s.title}</h3>
              <ol>
                {s.contents.map((x) => (
                  <li key={`${x.type}-${x.title}`}>
                    <strong>{x.type}</strong> {x.title} <small>({x.settings})</small>
                  </li>
                ))}
                {s.contents.length === 0 && <li>No content yet</li>}
              </ol>
            </section>
          ))}
          {view.sections.length === 0 && <p>No sections yet: the wizard's Content step adds them.</p>}
          <LimQuestions courseId={c.id} lim={view.lim} />
        </>
      )}
      {tab === 'participants' && view.participants && (
        <>
          <p>{children}</p>
          <table className="course-table">
            <caption className="visually-hidden">Participants, their status and progress</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
                <th scope="col">Progress</th>
              </tr>
            </thead>
            <tbody>
              {view.participants.results.map((p) => (
                <tr key={p.user_id}>
                  <td>{p.full_name}</td>
                  <td>{p.email}</td>
                  <td>
                    <span className={`pill ${STATUS_PILL[p.status]}`}>{PARTICIPANT_STATUS_LABELS[p.status]}</span>
                  </td>
                  <td>
                    <progress max={100} value={p.progress} aria-label={`Progress of ${p.full_name}`} /> {p.progress}%
                  </td>
                </tr>
              ))}
              {view.participants.results.length === 0 && (
                <tr>
                  <td colSpan={4}>No participants yet</td>
                </tr>
              )}
            </tbody>
          </table>
          <PageLinks label="Participant pages" list={view.participants} query={{ tab: 'participants' }} />
        </>
      )}
      {tab === 'history' && view.history && <UserHistoryTab history={view.history} keyword={view.keyword} />}
    </>
  );
}
