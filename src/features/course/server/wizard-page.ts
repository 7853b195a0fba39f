import type { DbOrTx } from '@/db/client';
import { openStep } from '@/lib/form-kit';
import { categoryOptions } from '@/server/category-options';
import { contentDefaults, mayPublishDirectly } from '@/server/content-defaults';
import { INSTRUCTIONAL_MODELS } from '../instructional-models';
import { courseWizard } from '../wizard';
import type { CourseDetail } from '../schemas';
import { courseContentTypes } from './content-sources';

/**
 * What a wizard page hands its island: the step to show (?step=, else a draft's first unsaved step; a later step
 * than the course has reached opens that first unsaved one; a complete course opens General), the course, the
 * category tree, the models and the content types (the areas' declarations: islands cannot read the manifests), and
 * what the organisation's content defaults give a new course (Setting › Content, decision 0132): its thumbnail, its
 * certificate template, and whether this user's publishing goes to review first.
 */
export async function loadWizard(options: { db: DbOrTx; organizationId: number; userId: number; course: CourseDetail | null; asked: string | null }) {
  const { course } = options;
  const step = (course ? openStep(options.asked, course.steps_done, courseWizard.steps.length) : 1) as 1 | 2 | 3;
  const defaults = await contentDefaults(options.db, options.organizationId);
  return {
    step,
    defaults: {
      thumbnail_default: defaults.thumbnail_default,
      thumbnail_file_id: defaults.thumbnail_file_id,
      thumbnail_url: defaults.thumbnail_url,
      certificate_template_id: defaults.certificate_templates[2],
    },
    reviewFirst: !(await mayPublishDirectly(options.db, options.organizationId, options.userId)),
    course,
    categories: await categoryOptions(options.db, options.organizationId),
    models: INSTRUCTIONAL_MODELS.map((m) => ({ ...m })),
    types: await courseContentTypes(),
  };
}
