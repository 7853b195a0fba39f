import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { AppError } from '@/server/http/app-error';
import { ssoMessages as M } from '../messages';

/**
 * The identity provider's configuration by discovery (/.well-known/openid-configuration), kept per process for a few
 * minutes: it is metadata, not state, so another instance simply discovers it again. http issuers are refused except
 * on the loopback interface (a provider run next to the console, the tests) or with SSO_ALLOW_HTTP_ISSUER=1.
 */
const TTL_MS = 10 * 60_000;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

export function parseIssuer(issuerUrl: string): URL {
  let url: URL;
  try {
    url = new URL(issuerUrl);
  } catch {
    throw new AppError('VALIDATION', M.issuerInvalid);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (isLoopback(url.hostname) || process.env.SSO_ALLOW_HTTP_ISSUER === '1'))) {
    throw new AppError('VALIDATION', M.issuerInsecure);
  }
  return url;
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Which way the provider wants the client to authenticate at its token endpoint (client_secret_basic by default, RFC 8414). */
function clientAuth(config: oidc.Configuration, secret: string): oidc.ClientAuth {
  const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
  return methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
    ? oidc.ClientSecretPost(secret)
    : oidc.ClientSecretBasic(secret);
}

/**
 * openid-client v6 does not check the ID token's signature in the code flow by default (the token came straight from
 * the token endpoint over TLS). We do (decision 0103): enableNonRepudiationChecks verifies it against the keys the
 * provider publishes at its jwks_uri (kept for five minutes, fetched again for an unknown kid once a minute old, so a
 * key rotation is picked up), and a token signed with any other key, or with the client secret (HS256), is refused.
 * Issuer, audience, expiry, nonce, the algorithm the provider lists, and PKCE are checked by authorizationCodeGrant as
 * before.
 */
async function discover(issuer: URL, clientId: string, secret: string): Promise<oidc.Configuration> {
  const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 };
  const probe = await oidc.discovery(issuer, clientId, undefined, oidc.None(), options);
  const config = new oidc.Configuration(probe.serverMetadata(), clientId, undefined, clientAuth(probe, secret));
  if (issuer.protocol === 'http:') oidc.allowInsecureRequests(config);
  oidc.enableNonRepudiationChecks(config);
  return config;
}

export function providerConfiguration(issuerUrl: string, clientId: string, secret: string, now = Date.now()): Promise<oidc.Configuration> {
  const key = createHash('sha256')
    .update(JSON.stringify([issuerUrl, clientId, secret]))
    .digest('hex');
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.config;
  const config = discover(parseIssuer(issuerUrl), clientId, secret).catch((err) => {
    cache.delete(key);
    throw err;
  });
  cache.set(key, { at: now, config });
  return config;
}

/** "Test connection": discovery without the cache, with the reason in words when it fails. */
export async function testDiscovery(
  issuerUrl: string,
): Promise<{ issuer: string; authorization_endpoint: string; token_endpoint: string; userinfo_endpoint: string | null }> {
  const issuer = parseIssuer(issuerUrl);
  try {
    const config = await discover(issuer, 'connection-test', 'connection-test');
    const m = config.serverMetadata();
    return {
      issuer: m.issuer,
      authorization_endpoint: m.authorization_endpoint ?? '',
      token_endpoint: m.token_endpoint ?? '',
      userinfo_endpoint: m.userinfo_endpoint ?? null,
    };
  } catch (err) {
    throw new AppError('VALIDATION', `${M.discoveryFailed} ${err instanceof Error ? err.message : String(err)}`.trim());
  }
}

export { oidc };
