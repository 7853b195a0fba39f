import type { DbOrTx } from '@/db/client';
import { allAudienceOptions } from './audience';
import { stepTypes } from './step-sources';

/** What Create and Edit Journey start with: the audience's options per type and the step types. */
export async function journeyFormOptions(s: { db: DbOrTx; organizationId: number }) {
  return { audienceOptions: await allAudienceOptions(s), types: stepTypes() };
}
