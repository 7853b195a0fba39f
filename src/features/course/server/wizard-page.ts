import type { DbOrTx } from '@/db/client';
import { INSTRUCTIONAL_MODELS } from '../instructional-models';
import type { CourseDetail } from '../schemas';
import { categoryOptions } from './category-options';
import { courseContentTypes } from './content-sources';

/**
 * What a wizard page hands its island: the step to show (?step=, else a draft's first unsaved step; a later step
 * than the course has reached opens that first unsaved one), the course, the category tree, the models and the
 * content types (the areas' declarations: islands cannot read the manifests).
 */
export async function loadWizard(options: { db: DbOrTx; organizationId: number; course: CourseDetail | null; asked: string | null }) {
  const { course } = options;
  const reachable = course ? Math.min(course.steps_done + 1, 3) : 1;
  const askedStep = Number(options.asked);
  const step = (askedStep >= 1 && askedStep <= reachable ? askedStep : course && course.steps_done >= 3 ? 1 : reachable) as 1 | 2 | 3;
  return {
    step,
    course,
    categories: await categoryOptions(options.db, options.organizationId),
    models: INSTRUCTIONAL_MODELS.map((m) => ({ ...m })),
    types: await courseContentTypes(),
  };
}
