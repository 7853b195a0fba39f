import { useState } from 'react';
import { Modal } from '@/ui/Modal';
import { NumberInput } from '@/ui/NumberInput';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { toast } from '@/stores/toasts';
import { showError, showErrorMessage } from '@/stores/error-dialog';
import { formatDate } from '@/lib/format';
import { formatKb } from '@/lib/format-numbers';
import { fileNameOf } from '@/features/assignment/labels';
import type { ReportCalls } from './report-calls';
import { downloadFile } from '@/lib/download';
import { assignmentMessages as M } from '@/features/assignment/messages';
import type { ResultRow } from '@/features/assignment/schemas';

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'video/mp4': 'MP4',
  'audio/mpeg': 'MP3',
  'audio/wav': 'WAV',
  'application/zip': 'ZIP',
  'text/plain': 'TXT',
  'application/x-ole-storage': 'Office',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
};
const fileTypeLabel = (mime: string) => TYPE_LABELS[mime] ?? (mime.split('/').pop() ?? mime).toUpperCase();

const initials = (name: string | null) =>
  (name ?? '?')
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** 'Review Assignment' (spec 002 §2): participants, submission, files, notes and the grade. */
export function ReviewDialog({
  assignmentId,
  calls,
  row,
  instruction,
  onClose,
  onGraded,
}: {
  assignmentId: number;
  calls: Pick<ReportCalls, 'grade'>;
  row: ResultRow;
  instruction: string;
  onClose: () => void;
  onGraded: () => void;
}) {
  const [grade, setGrade] = useState<number | null>(row.score ?? null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const resubmit = (row.score ?? 0) > 0;
  const hasFiles = row.files.length > 0;
  const people = row.members.length ? row.members : [{ name: row.name, email: row.email, nik: row.nik, picture: row.picture }];

  const send = async () => {
    if (row.id === null || grade === null) return;
    setBusy(true);
    try {
      const res = await calls.grade(assignmentId, [{ id: row.id, score: grade, version: row.version ?? undefined }]);
      if (!res.data.success) {
        showErrorMessage(M.gradeFailed, 'Error');
        return;
      }
      toast.success(M.gradeSuccess);
      onGraded();
    } catch (err) {
      showError(err, M.gradeFailed);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const download = async (url: string, name: string) => {
    try {
      await downloadFile(`${url}${url.includes('?') ? '&' : '?'}download=1`, { filename: name });
    } catch (err) {
      showErrorMessage(M.fileDownloadFailed(err instanceof Error ? err.message : String(err)));
    }
  };

  return (
    <>
      <Modal
        open
        onClose={onClose}
        title={M.reviewTitle}
        size="medium"
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn" disabled={busy || grade === null || grade === 0} onClick={() => setConfirming(true)}>
              {resubmit ? 'Resubmit' : 'Submit'}
            </button>
          </>
        }
      >
        <div className="field">
          <span className="field-label">{people.length === 1 ? 'Participant' : `Participants (${people.length})`}</span>
          <div className="asg-people">
            {people.map((p, i) => (
              <div className="asg-person" key={i}>
                {p.picture ? (
                  <img src={p.picture} alt="" width={32} height={32} className="asg-avatar" />
                ) : (
                  <span className="asg-avatar" aria-hidden="true">
                    {initials(p.name)}
                  </span>
                )}
                <span>
                  <strong>{p.name ?? '-'}</strong>
                  <br />
                  {p.email ?? '-'} · {p.nik ?? '-'}
                </span>
              </div>
            ))}
          </div>
        </div>
        <div className="asg-grid">
          <div className="field">
            <span className="field-label">Submitted Date Time</span>
            <span>{formatDate(row.finished_at, 'DD MMMM YYYY, HH:mm')}</span>
          </div>
          <div className="field">
            <span className="field-label">Passing Grade</span>
            <span>{row.pass_grade ?? 0}</span>
          </div>
        </div>
        {hasFiles ? (
          <ul className="asg-files" aria-label="Submitted files">
            {row.files.map((f) => {
              const name = f.name || fileNameOf(f.url);
              return (
                <li className="asg-file" key={f.url}>
                  <span className="asg-file-icon" aria-hidden="true">
                    {fileTypeLabel(f.type)}
                  </span>
                  <span className="asg-file-meta">
                    {name}
                    <span>
                      {fileTypeLabel(f.type)} · {formatKb(f.size)}
                    </span>
                  </span>
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => download(f.url, name)} aria-label={`Download ${name}`}>
                    Download
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="field">
            <span className="field-label">Instruction</span>
            <div className="asg-instruction" dangerouslySetInnerHTML={{ __html: instruction }} />
          </div>
        )}
        <div className="field">
          <span className="field-label">{hasFiles ? 'Notes' : 'Answer'}</span>
          <p>{row.notes || '-'}</p>
        </div>
        <NumberInput label="Grade Assignment" value={grade} onChange={setGrade} placeholder="0" min={0} max={100} allowDecimal />
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={resubmit ? M.resubmitGrade : M.submitGrade}
        text={resubmit ? M.confirmResubmitGrade : M.confirmSubmitGrade}
        confirmLabel="Yes"
        busy={busy}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
