import { TypedContentPicker } from '@/islands/kit/TypedContentPicker';
import { classroomClient } from '@/features/classroom/client';
import { PICKER_PAGE_SIZE, type PickItem } from '@/features/classroom/schemas';
import type { ContentTypeInfo } from '@/lib/content-types';

const pick = (type: string, keyword: string, page: number) => classroomClient.pick(type, keyword, page);

/** The content pickers (GET /cms/classroom-settings?type&keyword, 10 a page): one of the types a classroom holds, then its items. */
export function ContentPicker(props: {
  /** The types a classroom holds, in its order (the first is picked first). */
  types: ContentTypeInfo[];
  open: boolean;
  onClose: () => void;
  onPick: (item: PickItem) => void;
  taken: (item: PickItem) => boolean;
}) {
  return <TypedContentPicker {...props} pick={pick} pageSize={PICKER_PAGE_SIZE} classes={{ types: 'classroom-picker-types', list: 'classroom-picker-list' }} />;
}
