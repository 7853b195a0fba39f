import type { DbOrTx } from '@/db/client';
import { openStep } from '@/lib/form-kit';
import { contentDefaults } from '@/server/content-defaults';
import { classroomWizard } from '../wizard';
import { findBatches } from './batch-read';
import { classroomContentTypes } from './content-registry';
import { getClassroom } from './get-classroom';

type WizardStep = 1 | 2 | 3 | 4;

/**
 * The wizard's props for one classroom (404 for another organisation's): its detail, its batches, and the step to
 * show: ?step=n when the classroom has reached it, else the step after the last one saved (a draft resumes where it
 * stopped; a complete one opens its participants), and the content types it holds (the areas' declarations).
 */
export async function getWizardPage(options: { db: DbOrTx; organizationId: number; id: number; step: string | null; fixedStep?: WizardStep }) {
  const classroom = await getClassroom(options);
  const batches = await findBatches({ db: options.db, classroomId: options.id });
  return {
    classroom,
    batches,
    types: await classroomContentTypes(),
    step: options.fixedStep ?? (openStep(options.step, classroom.step, classroomWizard.steps.length, 4) as WizardStep),
  };
}

/**
 * What a new classroom starts with from the organisation's content defaults (Setting › Content, decision 0132): its
 * thumbnail, where the default is an uploaded image (a classroom takes no default picture of the six).
 */
export async function newClassroomDefaults(options: { db: DbOrTx; organizationId: number }) {
  const d = await contentDefaults(options.db, options.organizationId);
  return { thumbnail: d.thumbnail_file_id && d.thumbnail_url ? { id: d.thumbnail_file_id, full_path: d.thumbnail_url } : null };
}
