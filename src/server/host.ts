import { isIPv4, isIPv6 } from 'node:net';

/**
 * The request's Host header, which the caller chooses freely (docs/decisions/0105). It selects the organisation
 * (src/server/org.ts) and, on a loopback name, the address of e-mailed links, so it is parsed strictly: a name of
 * DNS labels, an IPv4 address or a bracketed IPv6 address, and an optional port. Anything else is malformed (400).
 */
export interface RequestHost {
  /** Lower-case, without a trailing dot; an IPv6 address in brackets and compressed ([::1]). */
  name: string;
  port: string | null;
}

/** Letters, digits, hyphens inside; underscores too (container and intranet names have them). */
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const SHAPE = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/;

export function parseHost(header: string | null | undefined): RequestHost | null {
  if (!header || header.length > 260) return null;
  const m = SHAPE.exec(header);
  if (!m) return null;
  const port = m[2] ?? null;
  if (port !== null && Number(port) > 65_535) return null;
  let name = m[1].toLowerCase();
  if (name.startsWith('[')) {
    const address = name.slice(1, -1);
    if (!isIPv6(address) || address.includes('%')) return null;
    name = new URL(`http://[${address}]`).hostname;
  } else {
    if (name.endsWith('.')) name = name.slice(0, -1);
    if (!name || name.length > 253 || !name.split('.').every((label) => LABEL.test(label))) return null;
  }
  return { name, port };
}

/**
 * A Host header that is there and is no host (a 400). One that is absent is not malformed: only HTTP/1.0 may omit it
 * (Node answers 400 to an HTTP/1.1 request without one), as some load balancers' health checks do; it names no host,
 * so it selects no organisation, and /api/health still answers it.
 */
export const isMalformedHost = (header: string | null | undefined): boolean => header != null && parseHost(header) === null;

/** localhost, 127.0.0.0/8 and [::1]: a link there opens on the reader's own machine, never on someone else's. */
export function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name === '[::1]' || (isIPv4(name) && name.startsWith('127.'));
}

/** CONSOLE_URL, when it is an http(s) address: the console's public address, set by whoever runs it. */
export function consoleUrl(env: Record<string, string | undefined> = process.env): URL | null {
  const raw = env.CONSOLE_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether a host that is no organisation's url_domain is answered by the default organisation: the host of
 * CONSOLE_URL, the loopback names (npm start, the tests), or any host when DEFAULT_ORG_ANY_HOST=1 says so.
 */
export function defaultOrganizationServes(name: string, env: Record<string, string | undefined> = process.env): boolean {
  if (isLoopbackName(name) || env.DEFAULT_ORG_ANY_HOST === '1' || env.DEFAULT_ORG_ANY_HOST === 'true') return true;
  const url = consoleUrl(env);
  return url !== null && parseHost(url.host)?.name === name;
}
