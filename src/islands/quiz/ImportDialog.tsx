import { useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Dropzone } from '@/ui/Dropzone';
import { Select } from '@/ui/Select';
import { RadioGroup } from '@/ui/RadioGroup';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { toast } from '@/stores/toasts';
import { showErrorMessage } from '@/stores/error-dialog';
import { toErrorInfo } from '@/lib/fetcher';
import { quizClient } from '@/features/quiz/client';
import { questionTypeLabel, type QuestionType } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import type { FormQuestion, ImportScope } from './form-logic';

const ACCEPT = {
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
};

/** lim1, lim3 and linear_scale import as linear scales (§7); lim2 as essays. */
const importedType = (t: string): QuestionType => (t === 'lim1' || t === 'lim3' ? 'linear_scale' : t === 'lim2' ? 'essay' : (t as QuestionType));

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  questionType: string;
  types: QuestionType[];
  /** The form's current (unsaved) question list, to say what the import replaces. */
  current: FormQuestion[];
  onImported: (type: QuestionType, questions: FormQuestion[], scope: ImportScope) => void;
}

/**
 * Import popup: one xls/xlsx/csv file, the template link. Import replaces the whole question list (spec 001); a Combine
 * quiz may instead replace only the chosen type's questions (docs/decisions/0015). A non-empty list is replaced only
 * after a confirmation; nothing is saved until the quiz is saved.
 */
export function ImportDialog({ open, onClose, questionType, types, current, onImported }: ImportDialogProps) {
  const lim = questionType !== 'Combine';
  const [type, setType] = useState<string>(lim ? questionType : types[0]);
  const [scope, setScope] = useState<ImportScope>('all');
  const [pending, setPending] = useState<FormQuestion[] | null>(null);
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
  useEffect(() => {
    if (open) setScope('all');
  }, [open]);

  const target = importedType(type);
  const replaced = scope === 'all' ? current.length : current.filter((q) => q.question_type === target).length;

  function apply(questions: FormQuestion[]) {
    onImported(target, questions, scope);
    toast.success(m.importSuccess);
    setPending(null);
    setFiles([]);
    onClose();
  }

  async function run() {
    if (!files[0]) return;
    setBusy(true);
    try {
      const res = await quizClient.importQuestions(type, files[0]);
      const questions = res.data.data.results;
      // The current questions go only after the user agrees; the file is parsed first so the question can give both counts.
      if (replaced > 0) setPending(questions);
      else apply(questions);
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
        <>
          <Select
            label="Question Type"
            options={types.map((t) => ({ value: t, label: questionTypeLabel(t) }))}
            value={type}
            onChange={(v) => v && setType(v)}
          />
          <RadioGroup<ImportScope>
            label={m.importScope}
            options={[
              { value: 'all', label: m.importScopeAll },
              { value: 'type', label: m.importScopeType(questionTypeLabel(target)) },
            ]}
            value={scope}
            onChange={setScope}
          />
        </>
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
      <p className="muted">{scope === 'all' ? m.importReplacesAll : m.importReplacesType(questionTypeLabel(target))}</p>
      <ConfirmDialog
        open={pending !== null}
        title={m.importConfirmTitle}
        text={m.importConfirmText(replaced, pending?.length ?? 0, scope === 'all' ? null : questionTypeLabel(target))}
        confirmLabel={m.importConfirm}
        cancelLabel="Cancel"
        variant="danger"
        onConfirm={() => pending && apply(pending)}
        onCancel={() => setPending(null)}
      />
    </Modal>
  );
}
