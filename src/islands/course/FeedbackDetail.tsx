import { useState } from 'react';
import type { DataTableColumn } from '@/ui/DataTable';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/lib/list-url';
import { formatDate } from '@/lib/format';
import { downloadFile } from '@/lib/download';
import { toErrorInfo } from '@/lib/fetcher';
import { showErrorMessage } from '@/stores/error-dialog';
import type { FeedbackAnswer, FeedbackDetail as Detail } from '@/features/course/schemas';
import { courseMessages as M } from '@/features/course/messages';
import { feedbackScreen } from '@/features/course/feedback-screen';
import { ReportShell, SummaryCards, useHydrated, useReportList } from '@/islands/kit/ReportShell';
import { hrefAt } from '@/islands/kit/report-fetch';

export interface FeedbackDetailProps {
  detail: Detail;
  initial: ListResult<FeedbackAnswer>;
  initialState: Partial<ListState>;
  /** The answers and download paths of the course contract (courseApi.feedbackAnswers.path, …): no zod ships. */
  paths: { answers: string; download: string };
}

const objectiveLabel = (o: string) => (o === 'general' ? null : o.replace(/_/g, ' ').replace(/^\w/, (x) => x.toUpperCase()));

/** How a linear scale's answers are spread: one row per value with its share drawn as a bar. */
function Distribution({ detail }: { detail: Detail }) {
  if (!detail.distribution) return null;
  return (
    <table className="course-table course-scale">
      <caption>Distribution of answers</caption>
      <thead>
        <tr>
          <th scope="col">Value</th>
          <th scope="col">Answers</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {detail.distribution.map((d) => (
          <tr key={d.value}>
            <th scope="row">
              {d.value}
              {d.label && <small> {d.label}</small>}
            </th>
            <td>{d.answers}</td>
            <td>
              <span className="course-bar" aria-hidden="true">
                <span style={{ width: `${d.percent}%` }} />
              </span>{' '}
              {d.percent}%
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Feedback Detail (/course/detail/{id}/feedback-lim/{questionId}): one question of a LIM survey placed in the course,
 * the spread of its linear-scale answers, and the participants' answers (10 a page, searchable, downloadable), in the
 * report shell. Rendered on the server with the first page; later pages come from the contract's answers path.
 */
export default function FeedbackDetail({ detail, initial, initialState, paths }: FeedbackDetailProps) {
  const params = { id: detail.course.id, questionId: detail.question.id };
  const hydrated = useHydrated();
  const [downloading, setDownloading] = useState(false);
  const list = useReportList<FeedbackAnswer>({
    screen: feedbackScreen,
    initial,
    initialState,
    resultsPath: paths.answers,
    params,
    scope: {},
    onError: (err) => showErrorMessage(toErrorInfo(err, M.feedbackFailed).message, toErrorInfo(err).title),
  });

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(hrefAt(paths.download, params, { keyword: list.state.keyword }), { fallbackName: 'Feedback.xlsx' });
    } catch {
      showErrorMessage(M.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  const columns: DataTableColumn<FeedbackAnswer>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (r) => (
        <span>
          <strong>{r.full_name}</strong>
          <br />
          <small>{r.email}</small>
        </span>
      ),
    },
    { id: 'answer', header: 'Answer', cell: (r) => <span className="course-answer">{r.answer}</span> },
    { id: 'submitted_at', header: 'Submitted At', cell: (r) => formatDate(r.submitted_at, 'DD MMM YYYY HH:mm') },
  ];
  const objective = objectiveLabel(detail.question.objective);
  const header = (
    <header className="card course-feedback-head">
      <p>
        <a href={`/course/detail/${detail.course.id}?tab=contents`}>{detail.course.title}</a> · {detail.content.type_label}: {detail.content.title}
        {objective && ` · ${objective}`}
      </p>
      <h2>{detail.question.question || `Question ${detail.question.id}`}</h2>
      <button type="button" className="btn" onClick={download} disabled={!hydrated || downloading}>
        {downloading ? 'Downloading…' : 'Download Answers'}
      </button>
    </header>
  );
  const cards = [
    { key: 'answers', label: 'Answers', value: detail.total_answers },
    ...(detail.average !== null ? [{ key: 'average', label: 'Average', value: detail.average }] : []),
  ];
  return (
    <ReportShell
      className="course-feedback"
      header={header}
      cards={
        <>
          <SummaryCards cards={cards} className="course-feedback-cards" cardClassName="card course-feedback-card" />
          <Distribution detail={detail} />
        </>
      }
      list={list}
      table={{
        label: 'Feedback Answers',
        columns,
        numbering: 'row',
        getRowId: (r) => r.user_id,
        search: { placeholder: 'Search by name, e-mail or answer', debounceMs: 300, label: 'Search answers' },
        filters: null,
        emptyText: M.noAnswers,
        framed: true,
      }}
    />
  );
}
