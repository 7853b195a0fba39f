import { compilePattern } from '@/lib/routes';
import type { ApiRouteDef } from '@/server/access/guard';
import { accountApiRoutes } from './account/routes';
import { contentApiRoutes } from './content/routes';
import { organizationApiRoutes } from './organization/routes';
import { shellApiRoutes } from './shell/routes';
import { storageApiRoutes } from './storage/routes';
import { quizApiRoutes } from './quiz/routes';
import { presenceApiRoutes } from './presence/routes';
import { assignmentApiRoutes } from './assignment/routes';

/** Every API endpoint with its access rule; an endpoint missing here answers 404, so none can be left unguarded. */
export const apiRoutes: ApiRouteDef[] = [
  ...shellApiRoutes,
  ...accountApiRoutes,
  ...organizationApiRoutes,
  ...contentApiRoutes,
  ...storageApiRoutes,
  ...quizApiRoutes,
  ...presenceApiRoutes,
  ...assignmentApiRoutes,
];

const compiled = apiRoutes.map((def) => ({ def, regex: compilePattern(def.path.toLowerCase()).regex }));

/** All definitions whose path matches (any method), so that a wrong method can answer 405. */
export function matchApi(path: string): ApiRouteDef[] {
  return compiled.filter((c) => c.regex.test(path)).map((c) => c.def);
}
