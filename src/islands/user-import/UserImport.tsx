import { useMemo, useState } from 'react';
import { Dropzone } from '@/ui/Dropzone';
import { Pager } from '@/ui/Pager';
import { toast } from '@/stores/toasts';
import { showError } from '@/stores/error-dialog';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import type { userImportApi } from '@/features/user-import/api';
import { userImportMessages as M } from '@/features/user-import/messages';
import type { ImportCounts, ImportPreview } from '@/features/user-import/schemas';
import './user-import.css';

const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.xls'],
};
const PAGE = 20;
const ACTION_LABEL = { create: 'New', update: 'Update', unchanged: 'Unchanged' } as const;

export interface UserImportProps {
  /** The import's routes (routesOf(userImportApi, …)): passed in, so the page ships no zod. */
  routes: RoutesOf<Pick<typeof userImportApi, 'template' | 'preview' | 'commit'>>;
  /** The template's column headers, in order. */
  columns: string[];
}

const formOf = (file: File) => {
  const body = new FormData();
  body.set('file', file);
  return body;
};

/**
 * /user/import: download the template, choose a file, check it (the preview lists row errors or what each row will
 * do; nothing is written), then import it all or nothing (docs/decisions/0078).
 */
export default function UserImport({ routes, columns }: UserImportProps) {
  const api = useMemo(() => createClient(routes), [routes]);
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<ImportCounts | null>(null);
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  // A new dropzone after an import: its file input forgets the file, so choosing the same file again is a change.
  const [round, setRound] = useState(0);
  const file = files[0];

  const choose = (next: File[]) => {
    setFiles(next);
    setPreview(null);
    setDone(null);
    setPage(1);
  };

  const check = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const res = await api.preview({ body: formOf(file) });
      setPreview(res.data);
      setPage(1);
    } catch (err) {
      showError(err, M.importFailed);
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const res = await api.commit({ body: formOf(file) });
      toast.success(res.message);
      setDone(res.data);
      setPreview(null);
      setFiles([]);
      setRound((r) => r + 1);
    } catch (err) {
      showError(err, M.importFailed);
    } finally {
      setBusy(false);
    }
  };

  const errors = preview?.errors ?? [];
  const rows = preview && preview.error_count === 0 ? preview.rows : [];
  const shownErrors = errors.slice((page - 1) * PAGE, page * PAGE);
  const shownRows = rows.slice((page - 1) * PAGE, page * PAGE);
  const listed = preview?.error_count ? errors.length : rows.length;

  return (
    <div className="uim">
      <section className="card uim-step" aria-labelledby="uim-template">
        <h2 id="uim-template">1. Download the template</h2>
        <p>
          One user per row with the columns <strong>{columns.join(', ')}</strong>. A user is found by e-mail or NIK; a blank cell leaves that value unchanged.
          New users need a full name and an e-mail and are created <strong>invited</strong>: send the invitation from their page. Roles are role names separated
          by commas. The user list's Export is such a file too: change cells in it and upload it here; its other columns (names, manager, rule, created) are not
          imported.
        </p>
        <a className="btn btn-outline" href={api.template.href()} download>
          Download Template
        </a>
      </section>

      <section className="card uim-step" aria-labelledby="uim-upload">
        <h2 id="uim-upload">2. Upload the file</h2>
        <Dropzone key={round} accept={ACCEPT} files={files} onChange={choose} hint="XLSX, CSV or XLS, up to 10 MB" disabled={busy} />
        <div className="uim-actions">
          <button type="button" className="btn" onClick={check} disabled={!file || busy}>
            Check File
          </button>
        </div>
      </section>

      {done && (
        <p className="alert alert-info" role="status" data-testid="import-result">
          Imported {done.total} rows: {done.created} created, {done.updated} updated, {done.unchanged} unchanged. <a href="/user">Back to the user list</a>
        </p>
      )}

      {preview && (
        <section className="card uim-step" aria-labelledby="uim-preview">
          <h2 id="uim-preview">3. Preview</h2>
          <p className="uim-counts" data-testid="preview-counts">
            {preview.total} rows: {preview.created} new, {preview.updated} to update, {preview.unchanged} unchanged
            {preview.error_count > 0 && `, ${preview.error_count} errors`}.
          </p>
          {preview.ignored_columns.length > 0 && <p data-testid="ignored-columns">Not imported (read only): {preview.ignored_columns.join(', ')}.</p>}
          {preview.error_count > 0 ? (
            <>
              <p className="alert alert-error" role="alert">
                {M.rowErrors}
              </p>
              <div className="table-wrap">
                <table className="table" data-testid="row-errors">
                  <caption className="visually-hidden">Row errors</caption>
                  <thead>
                    <tr>
                      <th scope="col">Row</th>
                      <th scope="col">Column</th>
                      <th scope="col">Problem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shownErrors.map((e, i) => (
                      <tr key={`${e.row}-${e.column}-${i}`}>
                        <td>{e.row || '-'}</td>
                        <td>{e.column ?? '-'}</td>
                        <td>{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : (
            <div className="table-wrap">
              <table className="table" data-testid="preview-rows">
                <caption className="visually-hidden">What each row will do</caption>
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Action</th>
                    <th scope="col">Full Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">NIK</th>
                    <th scope="col">Changes</th>
                  </tr>
                </thead>
                <tbody>
                  {shownRows.map((r) => (
                    <tr key={r.row}>
                      <td>{r.row}</td>
                      <td>
                        <span className={`pill uim-${r.action}`}>{ACTION_LABEL[r.action]}</span>
                      </td>
                      <td>{r.full_name}</td>
                      <td>{r.email}</td>
                      <td>{r.nik ?? '-'}</td>
                      <td>{r.changes.join(', ') || '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {listed > PAGE && (
            <Pager
              pagination={{ current_page: page, total_pages: Math.ceil(listed / PAGE), total_data: listed }}
              pageSize={PAGE}
              onPageChange={setPage}
              label="Preview pages"
            />
          )}
          <div className="uim-actions">
            <button type="button" className="btn" onClick={commit} disabled={busy || preview.error_count > 0 || preview.created + preview.updated === 0}>
              {preview.created + preview.updated === 0 && preview.error_count === 0 ? 'Nothing to Import' : 'Import Users'}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
