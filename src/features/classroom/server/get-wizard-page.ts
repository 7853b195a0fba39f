import type { DbOrTx } from '@/db/client';
import { findBatches } from './batch-read';
import { classroomContentTypes } from './content-registry';
import { getClassroom } from './get-classroom';

export type WizardStep = 1 | 2 | 3 | 4;

/** ?step=n when it names a step, else the step after the last one saved (a draft resumes where it stopped). */
function stepOf(asked: string | null, saved: number): WizardStep {
  const n = Number(asked);
  if (n >= 1 && n <= 4 && Number.isInteger(n)) return n as WizardStep;
  return Math.min(4, saved + 1) as WizardStep;
}

/** The wizard's props for one classroom (404 for another organisation's): its detail, its batches and the content types it holds. */
export async function getWizardPage(options: { db: DbOrTx; organizationId: number; id: number; step: string | null; fixedStep?: WizardStep }) {
  const classroom = await getClassroom(options);
  const batches = await findBatches({ db: options.db, classroomId: options.id });
  return { classroom, batches, types: await classroomContentTypes(), step: options.fixedStep ?? stepOf(options.step, classroom.step) };
}
