import { BlockList, isIP } from 'node:net';

/**
 * The client's address and scheme, as the sign-in throttle, the sessions and HSTS see them (docs/decisions/0046).
 * The console believes `X-Forwarded-For` / `X-Forwarded-Proto` only from a peer listed in TRUSTED_PROXIES
 * (comma-separated addresses or CIDR ranges, e.g. `127.0.0.1,10.0.0.0/8`); otherwise anyone could pick the
 * address they are counted under. Astro's own forwarded-header handling stays off (no `security.allowedDomains`),
 * so `ctx.clientAddress` (the API's context, and Astro's for pages) is the socket's peer.
 */
export function parseTrustedProxies(value: string | undefined): BlockList | null {
  const list = new BlockList();
  let any = false;
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, bits] = entry.split('/');
    const ip = unmap(address);
    const family = isIP(ip);
    if (!family) throw new Error(`TRUSTED_PROXIES: '${entry}' is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(ip, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32))
        throw new Error(`TRUSTED_PROXIES: '${entry}' has a wrong prefix length`);
      list.addSubnet(ip, prefix, type);
    }
    any = true;
  }
  return any ? list : null;
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
function unmap(address: string): string {
  const a = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a) ? a.slice(7) : a;
}

function isTrusted(list: BlockList | null, address: string): boolean {
  if (!list) return false;
  const ip = unmap(address);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address to count a request under: the socket peer, unless the peer is a trusted proxy; then the right-most
 * address of `X-Forwarded-For` that is not itself a trusted proxy (the left part is whatever the client wrote).
 */
export function resolveClientAddress(peer: string, headers: Pick<Headers, 'get'>, trusted: BlockList | null): string {
  const self = unmap(peer);
  if (!isTrusted(trusted, self)) return self;
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(unmap)
    .filter((h) => isIP(h) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(trusted, hops[i])) return hops[i];
  return hops[0] ?? self;
}

/** https directly, or a trusted proxy that ended TLS says so in `X-Forwarded-Proto`. */
export function resolveHttps(url: URL, peer: string, headers: Pick<Headers, 'get'>, trusted: BlockList | null): boolean {
  if (url.protocol === 'https:') return true;
  if (!isTrusted(trusted, peer)) return false;
  return (headers.get('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase() === 'https';
}

let configured: BlockList | null | undefined;
/** TRUSTED_PROXIES, read once. */
function trustedProxies(): BlockList | null {
  if (configured === undefined) configured = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  return configured;
}

interface RequestLike {
  headers: Pick<Headers, 'get'>;
  url: URL;
  clientAddress: string;
}

export const clientAddressOf = (ctx: RequestLike): string => resolveClientAddress(ctx.clientAddress, ctx.headers, trustedProxies());
export const isHttpsRequest = (ctx: RequestLike): boolean => resolveHttps(ctx.url, ctx.clientAddress, ctx.headers, trustedProxies());
