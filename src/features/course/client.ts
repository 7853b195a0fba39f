import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import { pickerRoutes, platformCalls } from '@/lib/platform-paths';
import type { templateApi } from '@/features/certificate/api';
import type { providerApi } from '@/features/provider/api';
import { courseApi } from './api';
import { BADGE_PAGE_SIZE } from './schemas';

/** Typed calls of the course islands (spec 002 §7): paths, inputs and outputs come from the contract (api.ts). */
export const courseClient = createClient(courseApi);
const platform = createClient(platformCalls);
/**
 * Two other areas' pickers. An area may not import another's declarations (eslint.config.js): their routes come from
 * the shared table both declarations take theirs from (`pickerRoutes`), typed by those declarations.
 */
const otherRoutes: RoutesOf<Pick<typeof providerApi, 'partners'> & Pick<typeof templateApi, 'list'>> = {
  partners: pickerRoutes.partners,
  list: pickerRoutes.certificateTemplates,
};
const others = createClient(otherRoutes);

/** The pickers of other areas the wizard reads (spec 000 §7 /partners; 002 §7 /badges 7 a page, course certificate templates). */
export const pickerClient = {
  partners: () => others.partners({ query: { page: 1, page_size: 100 } }),
  badges: (page: number) => platform.badges({ query: { page, page_size: BADGE_PAGE_SIZE } }),
  /** The organisation's course certificate templates (type 2; spec 002 §7: the maximum page size). */
  certificates: () => others.list({ query: { type: 2, page: 1, page_size: 1000 } }),
};
