import type { DbOrTx } from '@/db/client';
import { openStep } from '@/lib/form-kit';
import { INSTRUCTIONAL_MODELS } from '../instructional-models';
import { courseWizard } from '../wizard';
import type { CourseDetail } from '../schemas';
import { categoryOptions } from './category-options';
import { courseContentTypes } from './content-sources';

/**
 * What a wizard page hands its island: the step to show (?step=, else a draft's first unsaved step; a later step
 * than the course has reached opens that first unsaved one; a complete course opens General), the course, the
 * category tree, the models and the content types (the areas' declarations: islands cannot read the manifests).
 */
export async function loadWizard(options: { db: DbOrTx; organizationId: number; course: CourseDetail | null; asked: string | null }) {
  const { course } = options;
  const step = (course ? openStep(options.asked, course.steps_done, courseWizard.steps.length) : 1) as 1 | 2 | 3;
  return {
    step,
    course,
    categories: await categoryOptions(options.db, options.organizationId),
    models: INSTRUCTIONAL_MODELS.map((m) => ({ ...m })),
    types: await courseContentTypes(),
  };
}
