/**
 * The cross-site check of state-changing requests (docs/decisions/0048), in place of Astro's `checkOrigin`, which
 * also refused API clients that send no Origin header. A browser attaches the session cookie to a cross-site form
 * post by itself, so a request that could be carried by the cookie must come from this origin. A request with
 * `Authorization: Bearer` is authenticated by that header alone (the middleware then ignores the cookie), and no
 * cross-site page can make a browser add it without a CORS preflight that the console never grants: it needs no
 * Origin (a foreign Origin is still refused). Same rule as Astro's otherwise: safe methods pass; a JSON body cannot be sent cross-site without a preflight.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** What the check reads of a request: the API's context, or a page's (src/middleware.ts). */
interface RequestHead {
  method: string;
  url: URL;
  headers: { get(name: string): string | null };
}

function hasBearer(headers: RequestHead['headers']): boolean {
  const h = headers.get('authorization');
  return Boolean(h && /^bearer \S/i.test(h));
}

export function isForbiddenCrossSite({ method, url, headers }: RequestHead): boolean {
  if (SAFE_METHODS.has(method)) return false;
  const origin = headers.get('origin');
  if (origin === url.origin) return false;
  // A bearer client sends no Origin; one that names another origin is a browser page elsewhere, refused as before.
  if (hasBearer(headers) && origin === null) return false;
  const type = headers.get('content-type');
  // Without a body type any mutation needs the origin; with one, only the types a plain HTML form can send.
  return type === null || FORM_TYPES.some((t) => type.toLowerCase().includes(t));
}

export const crossSiteForbidden = (method: string) =>
  new Response(`Cross-site ${method} form submissions are forbidden`, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
