import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import type { RouteOf } from '@/lib/endpoint';
import { navigation } from '@/lib/fetcher';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { sitePageApi } from '@/features/branding/site-api';
import { sitePageMessages as P } from '@/features/branding/messages';
import type { SitePage } from '@/features/branding/site-schemas';
import type { SitePageKind } from '@/features/branding/site-sections';

type Calls = (typeof sitePageApi)[SitePageKind];

export interface PublishPanelProps {
  title: string;
  page: Pick<SitePage, 'updated_at' | 'published_version' | 'published_at' | 'unpublished_changes' | 'versions'>;
  publish: RouteOf<Calls['publish']>;
  restore: RouteOf<Calls['restore']>;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }) + ' WIB';

/** Publish the draft (atomic, kept as a version) and restore a kept version into the draft (docs/decisions/0136). */
export default function PublishPanel({ title, page, publish, restore }: PublishPanelProps) {
  const [busy, setBusy] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const client = createClient({ publish, restore });

  const doPublish = async () => {
    setBusy(true);
    try {
      const { data } = await client.publish({ body: { updated_at: page.updated_at } });
      toast.flashSuccess(P.published(title, data.version));
      navigation.assign(window.location.pathname);
    } catch (err) {
      showError(err, P.publishFailed(title));
      setBusy(false);
    }
  };
  const doRestore = async (version: number) => {
    setBusy(true);
    try {
      await client.restore({ params: { version } });
      toast.flashSuccess(P.restored(version));
      navigation.assign(window.location.pathname);
    } catch (err) {
      showError(err, P.restoreFailed);
      setBusy(false);
    }
  };

  return (
    <section className="card site-publish" aria-labelledby="site-publish-title">
      <h2 id="site-publish-title" className="branding-section-title">
        Publishing
      </h2>
      <p role="status">
        {page.published_version === null
          ? 'Never published: the learner site shows nothing of this page yet.'
          : `Version ${page.published_version} is live since ${when(page.published_at!)}.`}{' '}
        {page.unpublished_changes ? 'The draft has changes that are not published.' : 'The draft is the published version.'}
      </p>
      <button type="button" className="btn btn-primary" disabled={busy || !page.unpublished_changes} onClick={() => void doPublish()}>
        Publish
      </button>
      {page.versions.length > 0 && (
        <table className="table site-versions">
          <caption>Published versions</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Published</th>
              <th scope="col">By</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.versions.map((v) => (
              <tr key={v.version}>
                <td>
                  {v.version}
                  {v.version === page.published_version && ' (live)'}
                </td>
                <td>{when(v.published_at)}</td>
                <td>{v.published_by ?? '—'}</td>
                <td>
                  <button type="button" className="btn btn-sm btn-outline" disabled={busy} onClick={() => setRestoring(v.version)}>
                    Restore<span className="visually-hidden"> version {v.version}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring ?? ''}?`}
        text="The draft is replaced by this version. The learner site keeps showing the published version until you publish."
        confirmLabel="Restore"
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          const v = restoring!;
          setRestoring(null);
          void doRestore(v);
        }}
      />
    </section>
  );
}
