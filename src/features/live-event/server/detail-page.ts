import type { DbOrTx } from '@/db/client';
import { activeTab } from '@/server/http/page';
import { liveEventContentTypes } from './contents';
import { getLiveEvent } from './read-live-events';

type Scope = { db: DbOrTx; organizationId: number; id: number };

/** /live-event/detail/{id}: the event, its tabs (General, Speakers, Contents, Registrants) and the content types' labels. */
export async function getDetailPage(scope: Scope & { search: URLSearchParams }) {
  const [event, types] = await Promise.all([getLiveEvent(scope), liveEventContentTypes()]);
  const tabs = [
    { key: 'general', label: 'General' },
    { key: 'speakers', label: `Speakers (${event.speakers.length})` },
    { key: 'contents', label: `Contents (${event.contents.length})` },
    { key: 'registrants', label: `Registrants (${event.registered + event.waiting})` },
  ] as const;
  return { event, tab: activeTab(tabs, scope.search), tabs, labels: Object.fromEntries(types.map((t) => [t.id, t.label])) };
}

/** /live-event/detail/{id}/contents: the event and the types it holds. */
export async function getContentsPage(scope: Scope) {
  const [event, types] = await Promise.all([getLiveEvent(scope), liveEventContentTypes()]);
  return { event, types };
}
