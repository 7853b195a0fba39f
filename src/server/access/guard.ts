import type { PermissionKey, RouteRule } from '@/lib/permissions';
import type { FeatureFlag, RouteMatch } from '@/lib/routes';
import type { EndpointDef } from '@/lib/endpoint';

export interface Viewer {
  rule: RouteRule;
  keys: ReadonlySet<PermissionKey>;
}

export type PageDecision = { action: 'allow' } | { action: 'redirect'; to: string };

const LOGIN = '/pages/login';
const DASHBOARD = '/dashboard';
const NOT_AUTHORIZED = '/pages/not-authorized';
export const ERROR_404 = '/pages/error-404';
/** Where a signed-in user lands after a stale link: the dashboard, told why (issue 13 item 12; works without JavaScript). */
const DASHBOARD_NOT_FOUND = '/dashboard?notice=not-found';

/** Whether a signed-in viewer may open a route: its rule, its key, and the key a flag adds. */
export function mayOpen(viewer: Viewer, match: RouteMatch, flags: Partial<Record<FeatureFlag, boolean>>): boolean {
  const { route } = match;
  if (route.access !== 'key') return true;
  if (route.rule === 'admin' && viewer.rule !== 'admin') return false;
  if (route.key && !viewer.keys.has(route.key)) return false;
  const extra = route.extraKeyWhenFlag;
  if (extra && flags[extra.flag] && !viewer.keys.has(extra.key)) return false;
  return true;
}

/**
 * The page guards of spec 000 §2 and §6, in order: route resolution (/ and unknown paths),
 * then authentication, then authorization. `path` is already normalised.
 */
export function decidePage(input: {
  path: string;
  match: RouteMatch | null;
  viewer: Viewer | null;
  flags: Partial<Record<FeatureFlag, boolean>>;
  /** The query string, kept in the return address after sign-in. */
  search?: string;
}): PageDecision {
  const { path, match, viewer, flags, search = '' } = input;
  if (path === '/') return { action: 'redirect', to: DASHBOARD };
  if (!match || (match.route.flag && !flags[match.route.flag])) return { action: 'redirect', to: ERROR_404 };
  const { route } = match;
  // Spec 000 §6: a signed-in user opening an error page goes to the dashboard; from error-404 the dashboard says why.
  if (route.access === 'public') return { action: 'allow' };
  if (route.access === 'guest') return viewer ? { action: 'redirect', to: path === ERROR_404 ? DASHBOARD_NOT_FOUND : DASHBOARD } : { action: 'allow' };
  if (!viewer) return { action: 'redirect', to: path === DASHBOARD ? LOGIN : `${LOGIN}?redirect=${encodeURIComponent(path + search)}` };
  return mayOpen(viewer, match, flags) ? { action: 'allow' } : { action: 'redirect', to: NOT_AUTHORIZED };
}

/** What the API guard reads of an endpoint declaration (src/lib/endpoint.ts). */
export type ApiRouteDef = Pick<EndpointDef, 'method' | 'path' | 'access' | 'key' | 'rule'>;

export type ApiDecision = { action: 'allow' } | { action: 'deny'; code: 'NOT_FOUND' | 'UNAUTHENTICATED' | 'EXPIRED' | 'FORBIDDEN' | 'METHOD_NOT_ALLOWED' };

/** The same guards for API calls, answering statuses instead of redirects. */
export function decideApi(input: { method: string; candidates: ApiRouteDef[]; viewer: Viewer | null; sessionExpired: boolean }): ApiDecision {
  const { candidates, viewer } = input;
  if (candidates.length === 0) return { action: 'deny', code: 'NOT_FOUND' };
  const def = candidates.find((c) => c.method === input.method || (input.method === 'HEAD' && c.method === 'GET'));
  if (!def) return { action: 'deny', code: 'METHOD_NOT_ALLOWED' };
  if (def.access === 'public') return { action: 'allow' };
  if (!viewer) return { action: 'deny', code: input.sessionExpired ? 'EXPIRED' : 'UNAUTHENTICATED' };
  if (def.access === 'signed-in' && def.rule !== 'admin') return { action: 'allow' };
  if ((def.rule ?? 'admin') === 'admin' && viewer.rule !== 'admin') return { action: 'deny', code: 'FORBIDDEN' };
  const keys: readonly PermissionKey[] = def.key === undefined ? [] : typeof def.key === 'string' ? [def.key] : def.key;
  if (keys.length && !keys.some((k) => viewer.keys.has(k))) return { action: 'deny', code: 'FORBIDDEN' };
  return { action: 'allow' };
}
