import { TypedContentPicker } from '@/islands/kit/TypedContentPicker';
import { programClient } from '@/features/program/client';
import { PICKER_PAGE_SIZE, type ProgramContentItem as PickItem } from '@/features/program/schemas';
import type { ContentTypeInfo } from '@/lib/content-types';

const pick = (type: string, keyword: string, page: number) => programClient.pick(type, keyword, page);

/** The content pickers (GET /cms/program-settings?type&keyword, 10 a page): one of the types a program holds, then its items. */
export function ContentPicker(props: {
  types: ContentTypeInfo[];
  open: boolean;
  onClose: () => void;
  onPick: (item: PickItem) => void;
  taken: (item: PickItem) => boolean;
}) {
  return <TypedContentPicker {...props} pick={pick} pageSize={PICKER_PAGE_SIZE} classes={{ types: 'program-toolbar', list: 'program-contents' }} />;
}
