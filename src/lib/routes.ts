import type { PermissionKey, RouteRule } from './permissions';

export type LayoutGroup = 'main' | 'second' | 'full';
export type FeatureFlag = 'ai_course' | 'new_course_list';
export type MenuGroup = 'Marketplace' | 'Content' | 'Account' | 'Setting' | 'Branding' | 'Reporting' | 'Expert';
export type RouteParams = Record<string, string>;

export interface Crumb {
  label: string;
  /** A path pattern; :params are filled from the current route. */
  href?: string;
}

/** Who may open a route regardless of permission keys. */
export type Access =
  | 'guest' // login, verification, error pages: open without a session; a signed-in user goes to /dashboard
  | 'signed-in' // dashboard, playground, not-authorized: any session, no key
  | 'public' // a certificate's verification page: the same for everyone, signed in or not (decision 0139)
  | 'key'; // the route's permission key (and rule)

export interface RouteDef {
  name: string;
  /** Express-style pattern: /video/edit/:id, optional /quiz/create/:id?, constrained /content-document/:type(pdf|ppt)? */
  path: string;
  rule: RouteRule;
  access: Access;
  key: PermissionKey | null;
  title: string | ((params: RouteParams) => string);
  breadcrumb: Crumb[];
  back?: string;
  layout: LayoutGroup;
  /** The route exists only while this organisation flag is on. */
  flag?: FeatureFlag;
  /** While this flag is on the route also needs this key (spec 000: the course list and content-course_ai). */
  extraKeyWhenFlag?: { flag: FeatureFlag; key: PermissionKey };
  /** false: registered, rendered in the shell with "not available yet". */
  built: boolean;
}

export interface MenuItem {
  group: MenuGroup | null;
  label: string;
  path: string;
  key: PermissionKey | null;
}

interface Compiled {
  route: RouteDef;
  regex: RegExp;
  names: string[];
}

export function compilePattern(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const parts = path.split('/').filter(Boolean);
  let source = '';
  for (const part of parts) {
    const m = /^:([A-Za-z_]\w*)(?:\(([^)]+)\))?(\?)?$/.exec(part);
    if (!m) {
      source += '/' + part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      continue;
    }
    names.push(m[1]);
    const value = m[2] ? `(${m[2]})` : '([^/]+)';
    source += m[3] ? `(?:/${value})?` : `/${value}`;
  }
  return { regex: new RegExp(`^${source || '/'}$`), names };
}

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

export function createMatcher(routes: RouteDef[]) {
  const compiled: Compiled[] = routes.map((route) => ({ route, ...compilePattern(route.path) }));
  return (path: string): RouteMatch | null => {
    for (const c of compiled) {
      const m = c.regex.exec(path);
      if (!m) continue;
      const params: RouteParams = {};
      c.names.forEach((n, i) => {
        if (m[i + 1] !== undefined) params[n] = m[i + 1];
      });
      return { route: c.route, params };
    }
    return null;
  };
}

/** Fills :params of a pattern; optional params that are missing are dropped. */
export function fillPath(pattern: string, params: RouteParams): string {
  return (
    pattern
      .split('/')
      .map((part) => {
        const m = /^:([A-Za-z_]\w*)(?:\([^)]+\))?(\?)?$/.exec(part);
        if (!m) return part;
        return params[m[1]] !== undefined ? encodeURIComponent(params[m[1]]) : m[2] ? null : part;
      })
      .filter((p) => p !== null)
      .join('/') || '/'
  );
}

export function routeTitle(route: RouteDef, params: RouteParams): string {
  return typeof route.title === 'function' ? route.title(params) : route.title;
}

export function breadcrumbFor(route: RouteDef, params: RouteParams): { label: string; href?: string }[] {
  return route.breadcrumb.map((c) => ({ label: c.label, href: c.href ? fillPath(c.href, params) : undefined }));
}

/**
 * Canonical form of a request path, so that no spelling of a protected path slips past a guard:
 * percent-decoding (repeated, bounded), backslashes, duplicate slashes, dot segments and trailing slash.
 * Case is kept here (file names under /api may need it); guards match the lower-cased form.
 * Returns null when the path cannot be decoded.
 */
export function normalizePath(raw: string): string | null {
  let path = raw;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(path); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  if (/[\u0000-\u001f]/.test(path)) return null;
  path = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return '/' + out.join('/');
}

const API_PATH = /^\/api(\/|$)/i;
const SCIM_PATH = /^\/scim\/v2(\/|$)/i;

/** A path (decoded, repeated slashes collapsed) of SCIM provisioning, which lives beside the API (features/sso). */
export const isScimPath = (path: string): boolean => SCIM_PATH.test(path);

/** A path the one API entry answers (src/api-entry.ts): the API, or SCIM provisioning; never a page. */
export const isApiPath = (path: string): boolean => API_PATH.test(path) || SCIM_PATH.test(path);
