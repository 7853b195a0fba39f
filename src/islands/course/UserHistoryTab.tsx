import type { ContentHistory, ParticipantHistory } from '@/features/course/schemas';
import type { ListResult } from '@/lib/list';
import { formatDate } from '@/lib/format';
import PageLinks from './PageLinks';

const STATE_LABELS: Record<ContentHistory['state'], string> = {
  not_started: 'Not started',
  in_progress: 'Started',
  finished: 'Finished',
  not_recorded: 'Not recorded',
};
const when = (iso: string | null) => (iso ? formatDate(iso, 'DD MMM YYYY HH:mm') : '-');
const words = (s: string | null) => (s ? s.replace(/_/g, ' ') : '');

/** What one participant did on one content: state, attempts and the latest result, score and time. */
function ContentRow({ h }: { h: ContentHistory }) {
  return (
    <tr>
      <td>
        <strong>{h.type_label}</strong> {h.title}
      </td>
      <td>
        <span className={`course-state course-state-${h.state}`}>{STATE_LABELS[h.state]}</span>
        {h.result && h.state !== 'not_started' && <small> ({words(h.result)})</small>}
      </td>
      <td>{h.state === 'not_recorded' ? '-' : h.attempts}</td>
      <td>{h.score ?? '-'}</td>
      <td>{h.minutes !== null ? `${h.minutes} min` : '-'}</td>
      <td>{when(h.last_at)}</td>
    </tr>
  );
}

/**
 * The course detail's User History tab, rendered on the server: a search by name (a plain GET form), then each
 * participant of the page with what they did in every content of the course, and the page links.
 */
export default function UserHistoryTab({ history, keyword }: { history: ListResult<ParticipantHistory>; keyword: string }) {
  return (
    <>
      <form method="get" className="course-search" role="search" aria-label="Search participants">
        <input type="hidden" name="tab" value="history" />
        <label htmlFor="history-keyword">Search by name</label>
        <input id="history-keyword" className="input" type="search" name="keyword" defaultValue={keyword} maxLength={200} />
        <button type="submit" className="btn btn-sm">
          Search
        </button>
      </form>
      {history.results.length === 0 && <p>{keyword ? 'No participant matches the search' : 'No participants yet'}</p>}
      {history.results.map((p) => (
        <section key={p.user_id} className="course-history" aria-labelledby={`history-${p.user_id}`}>
          <h3 id={`history-${p.user_id}`}>
            {p.full_name} <small>{p.email}</small>
          </h3>
          <p className="course-history-summary">
            Progress {p.progress}% · Started {when(p.started_at)} · Finished {when(p.finished_at)}
            {p.minutes !== null && ` · ${p.minutes} min spent`}
          </p>
          <div className="course-table-wrap">
            <table className="course-table">
              <caption className="visually-hidden">What {p.full_name} did in the course</caption>
              <thead>
                <tr>
                  <th scope="col">Content</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Score</th>
                  <th scope="col">Time Spent</th>
                  <th scope="col">Last Activity</th>
                </tr>
              </thead>
              <tbody>
                {p.contents.map((h) => (
                  <ContentRow key={h.content_id} h={h} />
                ))}
                {p.contents.length === 0 && (
                  <tr>
                    <td colSpan={6}>No content yet</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <PageLinks label="User history pages" list={history} query={{ tab: 'history', keyword }} />
    </>
  );
}
