import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  name?: string;
  employee_id?: string;
  /** What the provider says of the e-mail: verified (the default), not verified, or nothing at all (null). */
  email_verified?: boolean | null;
}

export interface RunningProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in (the provider's login screen, answered by the test). */
  signInAs(account: TestAccount): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) for the tests: discovery, authorization with PKCE, token and userinfo
 * endpoints, signed ID tokens. Its login screen is replaced by an interaction that signs in the account the test
 * chose and grants the scopes asked for, so the test drives the same redirects a browser follows.
 */
export async function startProvider(port: number, redirectUri: string): Promise<RunningProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'console-test';
  const clientSecret = 'console-test-secret-0123456789';
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | null = null;

  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] },
    ],
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'employee_id'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      const { email_verified: verified = true, ...claims } = account;
      return { accountId: id, claims: async () => (verified === null ? claims : { ...claims, email_verified: verified }) };
    },
  });

  const callback = provider.callback();
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        if (!next) throw new Error('the test did not choose an account to sign in');
        accounts.set(next.sub, next);
        await provider.interactionFinished(req, res, { login: { accountId: next.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  };
  // A failure the answer did not expect is a 500 to the client under test, not an unhandled rejection.
  const server: Server = createServer((req, res) => {
    answer(req, res).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
