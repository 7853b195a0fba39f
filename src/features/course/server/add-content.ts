import type { Db } from '@/db/client';
import { DEFAULT_CONTENT_SETTINGS } from '@/lib/content-settings';
import type { ContentSettings } from '../schemas';
import { getCourse } from './get-course';
import { saveCourseContent } from './save-content';

/**
 * Appends one content to a course section through the wizard's content step (the demo seed places its quizzes,
 * presences and assignments this way, so no placement exists that an admin could not have made). Answers the new
 * content with its placement id.
 */
export async function addCourseContent(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  sectionTitle: string;
  content: { content_type: string; ref_id: number; title: string; settings?: Partial<ContentSettings> };
}) {
  const { db, organizationId, id, content } = options;
  const before = await getCourse({ db, organizationId, id });
  const sections = before.sections.map((s) => ({ id: s.id, title: s.title, contents: s.contents.map(({ placement_id: _, ...c }) => c) }));
  let section = sections.find((s) => s.title === options.sectionTitle);
  if (!section) sections.push((section = { id: undefined as unknown as number, title: options.sectionTitle, contents: [] }));
  section.contents.push({ ...content, settings: { ...DEFAULT_CONTENT_SETTINGS, ...content.settings } } as never);
  await saveCourseContent({ ...options, input: { restricted: before.restricted, sections } });
  const after = await getCourse({ db, organizationId, id });
  const placed = after.sections.flatMap((s) => s.contents).find((c) => c.content_type === content.content_type && c.ref_id === content.ref_id)!;
  return { contentId: placed.id, placementId: placed.placement_id, sectionId: after.sections.find((s) => s.title === options.sectionTitle)!.id };
}
