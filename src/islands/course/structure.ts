import type { ContentSettings } from '@/features/course/schemas';

/** The content step's working copy: sections with their ordered contents (ids for stored ones). */
export interface DraftContent {
  key: string;
  id?: number;
  content_type: string;
  ref_id: number;
  title: string;
  settings: ContentSettings;
}
export interface DraftSection {
  key: string;
  id?: number;
  title: string;
  contents: DraftContent[];
}

let seq = 0;
export const newKey = () => `k${++seq}`;
