import type { DbOrTx } from '@/db/client';
import { categoryOptions } from '@/server/category-options';
import { getCourse } from '@/features/course/server/get-course';
import { loadDetailTab } from '@/features/course/server/detail-page';
import { AI_LANGUAGE_LABELS, aiTypeLabel, type AiCourse } from '../schemas';
import { getAiCourse } from './get-ai-course';
import { getAiSettings } from './settings';

/** What /course/create/ai and /course/edit/ai/{id} hand their islands: the endpoint settings, categories, the course. */
export async function loadBuilderPage(options: { db: DbOrTx; organizationId: number; course: AiCourse | null }) {
  const settings = await getAiSettings(options);
  return {
    settings,
    builder: { categories: await categoryOptions(options.db, options.organizationId), course: options.course, language: settings.language },
  };
}

/**
 * /course/detail/ai/{id}: the regular course detail (same tabs, overview, participants) with the AI course's language
 * and topic in the overview, and its generated contents (type, title, text, items) on the Contents tab.
 */
export async function loadAiDetail(options: { db: DbOrTx; organizationId: number; id: number; tab: string; page: string | null }) {
  const ai = await getAiCourse(options);
  const course = await getCourse(options);
  const view = await loadDetailTab({ ...options, course });
  view.overview.unshift(['Made with AI', `${AI_LANGUAGE_LABELS[ai.language]}; topic: ${ai.topic}`]);
  const generated = ai.course.sections.map((s) => ({
    title: s.title,
    contents: s.contents.map((c) => ({ type: aiTypeLabel(c.type), title: c.title, text: c.text, items: c.items })),
  }));
  return { course, view, generated };
}
