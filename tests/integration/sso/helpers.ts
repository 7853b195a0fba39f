import { expect } from 'vitest';
import { callAt, demo, type Loose } from '../../setup/http';

/** A bearer token of a demo account on that console (password sign-in). */
export async function signInAt(base: string, email: string, orgCode = demo.orgCode, host?: string): Promise<string> {
  const res = await callAt(base, '/api/v3/cms/auth/login', { method: 'POST', host, body: { username: email, password: demo.password, org_code: orgCode } });
  const json = (await res.json()) as Loose;
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(json)}`);
  return json.data.token as string;
}

/** Cookies by name, as a browser would keep them for one site (paths ignored: sending more is harmless here). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '' || value === 'deleted') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** The console sso.test.ts starts for these tests (its base URL once started). */
export const privateConsole = { baseUrl: '' };

/** What a provider needs for a browser's round trip: where it is, and which account its login screen signs in next. */
export interface SignOnProvider<A> {
  issuer: string;
  signInAs(account: A): void;
}

/**
 * A browser's round trip on the console at `base`: the login page's button, the provider (which signs `account` in),
 * back to the console's callback. Answers the callback's response, where it sent the browser and the session it set.
 */
export async function signOnAt<A>(base: string, idp: SignOnProvider<A>, account: A, redirect?: string) {
  idp.signInAs(account);
  const console = new CookieJar();
  const provider = new CookieJar();
  let res = await callAt(base, `/api/cms/auth/sso/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  expect(res.status).toBe(303);
  console.take(res);
  let location = res.headers.get('location')!;
  expect(location.startsWith(idp.issuer)).toBe(true);
  // Through the provider until it sends the browser back to the console.
  for (let i = 0; i < 10 && location.startsWith(idp.issuer); i++) {
    res = await fetch(location, { redirect: 'manual', headers: { cookie: provider.header() } });
    provider.take(res);
    location = new URL(res.headers.get('location')!, location).toString();
  }
  const back = new URL(location);
  expect(back.pathname).toBe('/api/cms/auth/sso/callback');
  res = await callAt(base, back.pathname + back.search, { cookie: console.header() });
  console.take(res);
  return { res, location: res.headers.get('location'), session: console.get('console_session'), callback: back };
}

/** Who a session cookie signs in (`/api/cms/auth/me`). */
export async function meAt(base: string, session: string | undefined) {
  const res = await callAt(base, '/api/cms/auth/me', { cookie: `console_session=${session}` });
  return { status: res.status, body: (await res.json()) as Loose };
}
