import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { contentDocumentApi, pdfApi } from '@/features/document/api';
import { ACCEPT, TYPE_LABEL, UPLOAD_FOLDER, type DocumentAreaName, type DocumentType } from '@/features/document/kinds';
import { documentMessages as M } from '@/features/document/messages';
import { DocumentInputSchema, STATUS_LABELS, TITLE_MAX, type DocumentRowData } from '@/features/document/schemas';
import { CategorySelect } from '@/islands/kit/CategorySelect';
import { MediaUploadField } from '@/islands/kit/MediaUploadField';
import type { StoredFileRef } from '@/lib/file-ref';
import './document.css';

type Values = { type: DocumentType; title: string; description: string; category_id: number | null; file_id: number | null; status: 'draft' | 'publish' };

export interface DocumentFormProps {
  area: DocumentAreaName;
  type: DocumentType;
  /** Where the form returns: /pdf or /content-document/{type}. */
  listHref: string;
  /** Edit: the document as stored (with the updated_at the edit starts from). */
  document?: DocumentRowData;
  /** The /categories tree in order (GET /api/categories/options). */
  /** The /categories tree (GET /api/categories/options): label, id and depth. */
  categories: { label: string; value: number; depth: number }[];
}

const STATUS_OPTIONS = (['draft', 'publish'] as const).map((value) => ({ value, label: STATUS_LABELS[value] }));

/**
 * /pdf/create|edit and /content-document/{type}/create|edit: title, description (rich text, cleaned on the server),
 * category from the /categories tree, the file (one field), status; Save Changes? on edit, dirty guard, 409 on a
 * stale edit (the kit's form, decision 0071).
 */
export default function DocumentForm({ area, type, listHref, document: doc, categories }: DocumentFormProps) {
  const noun = area === 'pdf' ? 'PDF' : TYPE_LABEL[type];
  const [screen] = useState(() =>
    saveChangesForm(`document-form-${area}`, listHref, area === 'pdf' ? pdfApi : contentDocumentApi, {
      created: M.created(noun),
      createFailed: M.createFailed(noun),
      edited: M.edited(noun),
      editFailed: M.editFailed(noun),
      nothingChanged: M.nothingChanged,
      saveChanges: M.saveChanges,
    }),
  );
  const initial: Values = doc
    ? { type: doc.type, title: doc.title, description: doc.description, category_id: doc.category?.id ?? null, file_id: doc.file.id, status: doc.status }
    : { type, title: '', description: '', category_id: null, file_id: null, status: 'draft' };
  const form = useResourceForm({ screen, schema: DocumentInputSchema, initial, record: doc });
  const { values, errors, set } = form;
  const [file, setFile] = useState<StoredFileRef | null>(() =>
    doc
      ? { id: doc.file.id, full_path: doc.file.url, name: doc.file.name, mime_type: doc.file.mime_type, size: doc.file.size, width: null, height: null }
      : null,
  );

  return (
    <form ref={form.formRef} className="card doc-form" onSubmit={form.submit} noValidate aria-label={`${form.editing ? 'Edit' : 'Create'} ${noun}`}>
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="Enter title" />
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
        imageFolder="image"
        placeholder="Describe the document"
      />
      <CategorySelect categories={categories} {...form.field('category_id')} placeholder="Select Category" />
      <MediaUploadField
        label={type === 'ppt' ? 'File (PPT or PPTX)' : 'File (PDF)'}
        required
        name={`file-${UPLOAD_FOLDER[type]}`}
        folder={UPLOAD_FOLDER[type]}
        accept={ACCEPT[type]}
        value={file}
        error={errors.file_id}
        onChange={(f) => {
          setFile(f);
          set('file_id', f?.id ?? null);
        }}
      />
      <RadioGroup label="Status" name="status" value={values.status} onChange={(v) => set('status', v)} options={STATUS_OPTIONS} />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(listHref)} />
    </form>
  );
}
