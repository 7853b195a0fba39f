import { useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Dropzone } from '@/ui/Dropzone';
import { Select } from '@/ui/Select';
import { toast } from '@/stores/toasts';
import { showErrorMessage } from '@/stores/error-dialog';
import { toErrorInfo } from '@/lib/fetcher';
import { quizClient } from '@/features/quiz/client';
import { questionTypeLabel, type QuestionType } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import type { FormQuestion } from './form-logic';

const ACCEPT = {
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
};

/** lim1, lim3 and linear_scale import as linear scales (§7); lim2 as essays. */
export const importedType = (t: string): QuestionType => (t === 'lim1' || t === 'lim3' ? 'linear_scale' : t === 'lim2' ? 'essay' : (t as QuestionType));

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  questionType: string;
  types: QuestionType[];
  onImported: (type: QuestionType, questions: FormQuestion[]) => void;
}

/** Import popup: one xls/xlsx/csv file, the template link, Import replaces the type's whole question list. */
export function ImportDialog({ open, onClose, questionType, types, onImported }: ImportDialogProps) {
  const lim = questionType !== 'Combine';
  const [type, setType] = useState<string>(lim ? questionType : types[0]);
  const [files, setFiles] = useState<File[]>([]);
  const [template, setTemplate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open && !template)
      quizClient
        .template()
        .then((t) => setTemplate(t.file))
        .catch(() => undefined);
  }, [open, template]);
  useEffect(() => setType(lim ? questionType : types[0]), [lim, questionType, types]);

  async function run() {
    if (!files[0]) return;
    setBusy(true);
    try {
      const res = await quizClient.importQuestions<FormQuestion>(type, files[0]);
      onImported(importedType(type), res.data.data.results);
      toast.success(m.importSuccess);
      setFiles([]);
      onClose();
    } catch (err) {
      // §8: dialogs are titled Error unless noted; 'Failed' is only for the dropzone's own refusals.
      const info = toErrorInfo(err, m.importFailed);
      showErrorMessage(info.message, info.title);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Import Questions"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn" disabled={!files.length || busy} onClick={() => void run()}>
            Import
          </button>
        </>
      }
    >
      {!lim && (
        <Select label="Question Type" options={types.map((t) => ({ value: t, label: questionTypeLabel(t) }))} value={type} onChange={(v) => v && setType(v)} />
      )}
      <Dropzone accept={ACCEPT} files={files} onChange={setFiles} onReject={(msg) => showErrorMessage(msg, m.failedTitle)} hint="xls, xlsx or csv; one file" />
      {files[0] && (
        <p>
          Selected: <strong>{files[0].name}</strong>
        </p>
      )}
      <p>
        {template ? (
          <a href={template} download>
            Download template
          </a>
        ) : (
          'Loading template…'
        )}
      </p>
      <p className="muted">The imported file replaces every {questionTypeLabel(importedType(type))} question.</p>
    </Modal>
  );
}
