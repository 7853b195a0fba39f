import type { Db } from '@/db/client';
import type { Organization } from '@/db/schema';
import { ERROR_404 } from '@/server/access/guard';
import { AppError } from './app-error';
import { IdParamSchema } from './dispatch';

/**
 * The pages' side of the API's id rule (docs/decisions/0072): a route id is digits only, 1..2^31-1, parsed by the
 * dispatcher's own IdParamSchema; anything else (0, -1, abc, 1e3, 99999999999) names nothing and is a 404, never a
 * query that fails with a 500.
 */
function parseRouteId(raw: string | undefined): number | null {
  const r = IdParamSchema.safeParse(raw ?? '');
  return r.success ? r.data : null;
}

/** A number under the same rule, for use cases called with an id that did not come through a parser. */
export const isRouteId = (id: number): boolean => parseRouteId(String(id)) === id;

/** The value of a use case, or null when it said NOT_FOUND. */
async function orNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

/** What a page's loader receives: the caller's scope and the route's ids, already parsed. */
export interface PageScope {
  db: Db;
  org: Organization;
  organizationId: number;
  /** The `id` parameter, else the route's first id parameter (e.g. quizId). */
  id: number;
  /** Every route parameter whose name ends in id/Id, as the dispatcher reads path ids. */
  ids: Record<string, number>;
}

interface PageContext {
  params: Record<string, string | undefined>;
  locals: Pick<App.Locals, 'db' | 'org'>;
  redirect: (path: string) => Response;
}

/**
 * The one not-found wrapper of the pages: parses the route's ids, runs the loader with the caller's scope and
 * answers the 404 redirect the pages use when an id is not an id, the loader returns null or says NOT_FOUND.
 * `const quiz = await loadOr404(Astro, getQuiz); if (quiz instanceof Response) return quiz;`
 */
export async function loadOr404<T>(astro: PageContext, load: (scope: PageScope) => Promise<T | null>): Promise<T | Response> {
  if (hasBadId(astro.params)) return astro.redirect(ERROR_404);
  const ids: Record<string, number> = {};
  for (const [name, raw] of Object.entries(astro.params)) if (/id$/i.test(name) && raw !== undefined) ids[name] = Number(raw);
  const id = ids.id ?? Object.values(ids)[0];
  if (id === undefined) throw new Error('loadOr404: the route has no id parameter');
  const { db, org } = astro.locals;
  const value = await orNotFound(load({ db, org, organizationId: org.id, id, ids }));
  return value === null ? astro.redirect(ERROR_404) : value;
}

/** Whether any id parameter (a name ending in id/Id) is not an id: pages without a record answer their 404 then. */
export function hasBadId(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).some(([name, raw]) => /id$/i.test(name) && raw !== undefined && parseRouteId(raw) === null);
}

/** The tab a detail page shows: ?tab= when it names one of `tabs`, else the first (docs/decisions/0072). */
export function activeTab<K extends string>(tabs: readonly { key: K }[], search: URLSearchParams): K {
  const asked = search.get('tab');
  return tabs.find((t) => t.key === asked)?.key ?? tabs[0].key;
}
