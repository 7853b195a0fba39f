import { useEffect, useMemo, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Pager } from '@/ui/Pager';
import { toast } from '@/stores/toasts';
import { showError, showErrorMessage } from '@/stores/error-dialog';
import { assignmentMessages as M } from '@/features/assignment/messages';
import type { ImportPreviewRow } from '@/features/assignment/schemas';
import type { ReportCalls } from './report-calls';

const PAGE = 5;
type Choice = 'overwrite' | 'skip';

/** The parsed rows before anything is written: search, 5 per page, and a choice for each row whose grade changed. */
export function ImportPreviewDialog({
  assignmentId,
  calls,
  rows,
  onClose,
  onDone,
}: {
  assignmentId: number;
  calls: Pick<ReportCalls, 'grade'>;
  rows: ImportPreviewRow[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => {
      if (text.length === 0 || text.length >= 3) {
        setKeyword(text.toLowerCase());
        setPage(1);
      }
    }, 500);
    return () => clearTimeout(t);
  }, [text]);
  const shown = useMemo(
    () => (keyword ? rows.filter((r) => [r.nik ?? '', r.name, r.email].some((v) => v.toLowerCase().includes(keyword))) : rows),
    [rows, keyword],
  );
  const stale = rows.filter((r) => r.stale);
  // Rows whose score equals the current one are not sent: nothing would change for them (issue 13 item 6).
  const changing = rows.filter((r) => r.status !== 'unchanged');
  const undecided = stale.filter((r) => !choices[r.id]).length;

  const submit = async () => {
    const data = changing
      .filter((r) => !r.stale || choices[r.id] === 'overwrite')
      .map((r) => ({ id: r.id, score: r.score, version: r.version, overwrite: r.stale ? true : undefined }));
    if (!data.length) return onClose();
    setBusy(true);
    try {
      const res = await calls.grade(assignmentId, data);
      if (!res.data.success) return showErrorMessage(M.gradeFailed, 'Error');
      toast.success(M.bulkGraded(res.data.graded));
      onDone();
    } catch (err) {
      showError(err, M.gradeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Preview"
      size="large"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={submit} disabled={busy || undecided > 0 || changing.length === 0}>
            {changing.length === 0 ? M.nothingToChange : 'Submit'}
          </button>
        </>
      }
    >
      <p className="alert alert-info" role="status" data-testid="preview-changes">
        {M.previewChanges(changing.length, rows.length)}
      </p>
      {stale.length > 0 && (
        <p className="alert alert-warning" role="status">
          {M.staleChoice} ({stale.length})
        </p>
      )}
      <input
        className="input"
        type="search"
        placeholder={M.searchPreview}
        aria-label={M.searchPreview}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">NIK</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td className="empty" colSpan={4}>
                  No data found
                </td>
              </tr>
            )}
            {shown.slice((page - 1) * PAGE, page * PAGE).map((r) => (
              <tr key={r.id} className={r.stale ? 'asg-stale' : r.status === 'unchanged' ? 'asg-unchanged' : undefined}>
                <td>{r.nik ?? '-'}</td>
                <td>{r.name}</td>
                <td>{r.email}</td>
                <td>
                  {r.score}
                  {r.status === 'unchanged' && (
                    <div>
                      <small>{M.unchangedRow}</small>
                    </div>
                  )}
                  {r.stale && (
                    <div>
                      <small>
                        {M.staleGrade} (now {r.previous_score ?? '-'})
                      </small>
                      <select
                        className="input"
                        aria-label={`Choice for ${r.name}`}
                        value={choices[r.id] ?? ''}
                        onChange={(e) => setChoices((c) => ({ ...c, [r.id]: e.target.value as Choice }))}
                      >
                        <option value="">Choose…</option>
                        <option value="overwrite">Overwrite with {r.score}</option>
                        <option value="skip">Keep {r.previous_score ?? '-'}</option>
                      </select>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        pagination={{ current_page: page, total_pages: Math.max(1, Math.ceil(shown.length / PAGE)), total_data: shown.length }}
        pageSize={PAGE}
        onPageChange={setPage}
        label="Preview pages"
      />
    </Modal>
  );
}
