import { useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Dropzone } from '@/ui/Dropzone';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { typeLabel } from '@/features/assignment/labels';
import type { ReportCalls } from './report-calls';
import { downloadFile } from '@/lib/download';
import { DEFAULT_REPORT_TZ } from '@/lib/format';
import { assignmentMessages as M } from '@/features/assignment/messages';
import type { ImportPreviewRow, ReportFilter } from '@/features/assignment/schemas';

const ACCEPT = {
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
};

/** 'Grade All Assignment {type}': template download, one spreadsheet, Import → preview (spec 002 §2). */
export function GradeAllDialog({
  assignmentId,
  calls,
  type,
  filter,
  onClose,
  onImported,
}: {
  assignmentId: number;
  calls: Pick<ReportCalls, 'downloadUrl' | 'importGrades'>;
  type: string;
  filter: ReportFilter;
  onClose: () => void;
  onImported: (rows: ImportPreviewRow[]) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const file = files[0];

  const template = async () => {
    try {
      await downloadFile(calls.downloadUrl(assignmentId, { ...filter, except_status: 'not_done', tz: DEFAULT_REPORT_TZ }));
    } catch {
      showError(new Error(M.downloadFailed), M.downloadFailed);
    }
  };

  const importFile = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const res = await calls.importGrades(assignmentId, file);
      if (!res.data.success) throw new Error(M.importFailed);
      toast.success(M.importSuccess);
      onImported(res.data.data.results);
    } catch (err) {
      showError(err, M.importFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={M.gradeAllTitle(typeLabel(type))}
      size="medium"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={importFile} disabled={!file || busy}>
            Import
          </button>
        </>
      }
    >
      {/* The dropzone lists the chosen file with its size in KB and a Remove button. */}
      <Dropzone accept={ACCEPT} files={files} onChange={setFiles} hint="XLS, XLSX or CSV" />
      <div className="asg-chip">
        <span className="asg-grow">
          <strong>{M.reportTemplate}</strong>
          <br />
          {M.templateHint}
          <br />
          <small>{M.templateWarning}</small>
        </span>
        <button type="button" className="btn btn-outline btn-sm" onClick={template}>
          Download
        </button>
      </div>
    </Modal>
  );
}
