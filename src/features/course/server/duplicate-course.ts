import type { Db } from '@/db/client';
import { TITLE_MAX } from '../schemas';
import { getCourse } from './get-course';
import { createCourseGeneral } from './save-general';
import { saveCourseContent } from './save-content';
import { saveCourseOther } from './save-other';

/**
 * Duplicates a course through the wizard's own steps, in one transaction: a draft "Copy of …" with the same
 * general values, sections, contents (placed again: a quiz may sit in several courses) and other settings;
 * participants and results are not copied.
 */
export async function duplicateCourse(options: { db: Db; organizationId: number; userId: number; id: number }): Promise<{ id: number }> {
  const { db, organizationId, userId, id } = options;
  return db.transaction(async (tx) => {
    const inner = { db: tx as unknown as Db, organizationId, userId };
    const c = await getCourse({ db: tx, organizationId, id });
    const created = await createCourseGeneral({
      ...inner,
      input: {
        title: `Copy of ${c.title}`.slice(0, TITLE_MAX),
        description: c.description,
        category_id: c.category_id,
        level: c.level,
        thumbnail_default: c.thumbnail_file_id ? null : (c.thumbnail_default ?? 1),
        thumbnail_file_id: c.thumbnail_file_id,
        status: 'draft',
        confidentiality: c.confidentiality,
        provider_id: c.provider_id,
        instructional_model: c.instructional_model,
      },
    });
    if (c.steps_done >= 2)
      await saveCourseContent({
        ...inner,
        id: created.id,
        input: {
          restricted: c.restricted,
          sections: c.sections.map((s) => ({
            title: s.title,
            contents: s.contents.map((x) => ({ content_type: x.content_type, ref_id: x.ref_id, title: x.title, settings: x.settings })),
          })),
        },
      });
    if (c.steps_done >= 3)
      await saveCourseOther({
        ...inner,
        id: created.id,
        input: {
          access_period: c.access_period,
          access_start: c.access_start,
          access_end: c.access_end,
          learning_order: c.learning_order,
          achievement: c.achievement,
          badge_id: c.badge_id,
          certificate_template_id: c.certificate_template_id,
          expert_ids: c.experts.map((e) => e.id),
          prerequisite_ids: c.prerequisites.map((p) => p.id),
        },
      });
    return { id: created.id };
  });
}
