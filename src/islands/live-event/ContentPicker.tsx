import { TypedContentPicker } from '@/islands/kit/TypedContentPicker';
import { liveEventClient } from '@/features/live-event/client';
import { PICKER_PAGE_SIZE, type PickItem } from '@/features/live-event/schemas';
import type { ContentTypeInfo } from '@/lib/content-types';

const pick = (type: string, keyword: string, page: number) => liveEventClient.pick(type, keyword, page);

/** The content pickers (GET /cms/live-event-settings?type&keyword, 10 a page): one of the types a live event holds, then its items. */
export function ContentPicker(props: {
  types: ContentTypeInfo[];
  open: boolean;
  onClose: () => void;
  onPick: (item: PickItem) => void;
  taken: (item: PickItem) => boolean;
}) {
  return <TypedContentPicker {...props} pick={pick} pageSize={PICKER_PAGE_SIZE} classes={{ types: 'live-event-toolbar', list: 'live-event-contents' }} />;
}
