import { createHash, createHmac, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface HostileAccount {
  sub: string;
  email: string;
  name?: string;
}

/** How the next ID token is made: by default, correctly (the published key, issued now, for this client and nonce). */
export interface Forgery {
  /** `foreign`: signed with a key outside the published JWKS, under the published key's kid. `hs256`: with the client secret. */
  key?: 'published' | 'foreign' | 'hs256';
  /** Seconds added to `iat` (and to `exp`, so the token is not expired). */
  iatOffset?: number;
  /** Claims put over the right ones (iss, aud, exp, nonce…). */
  claims?: Record<string, unknown>;
  /** What the userinfo endpoint answers besides `sub` (nothing else by default). */
  userinfo?: Record<string, unknown>;
}

export interface HostileProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  signInAs(account: HostileAccount): void;
  /** Applies to every following sign-on until changed; `{}` is an honest provider again. */
  forge(forgery: Forgery): void;
  stop(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function jwt(header: Record<string, unknown>, payload: Record<string, unknown>, sign: (input: string) => Buffer): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${b64url(sign(input))}`;
}

const rs256 = (key: KeyObject) => (input: string) => createSign('RSA-SHA256').update(input).sign(key);

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A small OpenID provider made for the ID token tests, whose tokens can be forged on purpose: discovery, a published
 * JWKS (RS256), an authorization endpoint that signs the chosen account in at once, and a token endpoint that checks
 * the client, the code and PKCE like a real one, then answers an ID token made as `forge` says. Its userinfo endpoint
 * answers the subject and only what `forge` adds, so by default the claims are the ID token's.
 */
export async function startHostileProvider(port: number, redirectUri: string): Promise<HostileProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'console-hostile';
  const clientSecret = 'console-hostile-secret-0123456789abcdef';
  const published = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'published-key-1';
  const jwks = { keys: [{ ...published.publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] };
  const codes = new Map<string, { nonce: string; challenge: string; account: HostileAccount }>();
  const accessTokens = new Map<string, string>();
  let account: HostileAccount | null = null;
  let forgery: Forgery = {};

  const metadata = {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'email', 'profile'],
  };

  function idToken(entry: { nonce: string; account: HostileAccount }): string {
    const now = Math.floor(Date.now() / 1000) + (forgery.iatOffset ?? 0);
    const payload = {
      iss: issuer,
      aud: clientId,
      sub: entry.account.sub,
      nonce: entry.nonce,
      iat: now,
      exp: now + 600,
      email: entry.account.email,
      email_verified: true,
      name: entry.account.name ?? entry.account.email,
      ...forgery.claims,
    };
    if (forgery.key === 'hs256') return jwt({ alg: 'HS256', typ: 'JWT' }, payload, (input) => createHmac('sha256', clientSecret).update(input).digest());
    return jwt({ alg: 'RS256', typ: 'JWT', kid }, payload, rs256(forgery.key === 'foreign' ? foreign.privateKey : published.privateKey));
  }

  const jsonReply = (body: unknown, status = 200) => ({
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  });

  async function answer(req: IncomingMessage): Promise<{ status: number; headers: Record<string, string>; body?: string }> {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') return jsonReply(metadata);
    if (url.pathname === '/jwks') return jsonReply(jwks);
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId || q.get('redirect_uri') !== redirectUri || q.get('code_challenge_method') !== 'S256' || !account) {
        return jsonReply({ error: 'invalid_request' }, 400);
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { nonce: q.get('nonce') ?? '', challenge: q.get('code_challenge') ?? '', account });
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({ code, state: q.get('state') ?? '', iss: issuer }).toString();
      return { status: 302, headers: { location: back.toString() } };
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const [id, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':')
        .map(decodeURIComponent);
      if (id !== clientId || secret !== clientSecret) return jsonReply({ error: 'invalid_client' }, 401);
      const form = await formBody(req);
      const entry = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!entry || b64url(createHash('sha256').update(verifier).digest()) !== entry.challenge) return jsonReply({ error: 'invalid_grant' }, 400);
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, entry.account.sub);
      return jsonReply({ access_token: accessToken, token_type: 'Bearer', expires_in: 600, id_token: idToken(entry) });
    }
    if (url.pathname === '/userinfo') {
      const sub = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return sub ? jsonReply({ sub, ...forgery.userinfo }) : jsonReply({ error: 'invalid_token' }, 401);
    }
    return jsonReply({ error: 'not_found' }, 404);
  }

  const server: Server = createServer((req, res) => {
    answer(req).then(
      ({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      },
      (err) => {
        res.writeHead(500);
        res.end(String(err));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      account = next;
    },
    forge(next) {
      forgery = next;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
