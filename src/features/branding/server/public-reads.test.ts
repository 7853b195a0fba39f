import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/server/http/envelope';
import { answerKeptPublicRead, forgetPublicReads, keepPublicRead, publicReadGeneration } from './public-reads';

const PATH = '/api/public/organizations/ACME/login-page';

function request(headers: Record<string, string> = {}, url = PATH, method = 'GET') {
  return { method, url, headers: { host: 'acme.example', ...headers }, socket: { remoteAddress: '10.0.0.1' } } as unknown as IncomingMessage;
}

/** A response that records what is written to it. */
function response() {
  const sent: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(sent, { status, headers });
      return res;
    },
    end(body?: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

const answer = (data: unknown, headers: Record<string, string> = {}) =>
  ok(data, 'Success', 200, { etag: '"abc"', 'cache-control': 'public, max-age=60', ...headers });

function keep(req: IncomingMessage, res: Response) {
  keepPublicRead(req, res, publicReadGeneration());
}

afterEach(() => {
  forgetPublicReads();
  vi.useRealTimers();
});

describe('the public reads kept in memory', () => {
  it("answers the route's 200 again, and a 304 without its content type on a matching If-None-Match", () => {
    const first = response();
    expect(answerKeptPublicRead(request(), first.res)).toBe(false);
    keep(request(), answer({ page: 'login' }, { vary: 'Origin' }));
    const again = response();
    expect(answerKeptPublicRead(request(), again.res)).toBe(true);
    expect(again.sent).toMatchObject({ status: 200, body: JSON.stringify({ success: true, message: 'Success', data: { page: 'login' } }) });
    expect(again.sent.headers).toMatchObject({ etag: '"abc"', vary: 'Origin', 'content-type': 'application/json; charset=utf-8' });
    const notModified = response();
    expect(answerKeptPublicRead(request({ 'if-none-match': 'W/"abc"' }), notModified.res)).toBe(true);
    expect(notModified.sent.status).toBe(304);
    expect(notModified.sent.body).toBeUndefined();
    expect(notModified.sent.headers).not.toHaveProperty('content-type');
    expect(notModified.sent.headers).toMatchObject({ etag: '"abc"', vary: 'Origin' });
  });

  it('keeps an answer per Host, Origin and forwarded protocol, never for a session, a query, another path or method', () => {
    keep(request(), answer({ n: 1 }));
    expect(answerKeptPublicRead(request({ host: 'other.example' }), response().res)).toBe(false);
    expect(answerKeptPublicRead(request({ origin: 'https://learn.acme.example' }), response().res)).toBe(false);
    expect(answerKeptPublicRead(request({ 'x-forwarded-proto': 'https' }), response().res)).toBe(false);
    expect(answerKeptPublicRead(request({ cookie: 'console_session=x' }), response().res)).toBe(false);
    expect(answerKeptPublicRead(request({ authorization: 'Bearer x' }), response().res)).toBe(false);
    expect(answerKeptPublicRead(request({}, PATH, 'HEAD'), response().res)).toBe(false);
    for (const url of [`${PATH}?v=1`, '/api/public/organizations/ACME/files/logo.png', '/api/branding/login-page']) {
      keep(request({}, url), answer({ n: 2 }));
      expect(answerKeptPublicRead(request({}, url), response().res)).toBe(false);
    }
    expect(answerKeptPublicRead(request(), response().res)).toBe(true);
  });

  it('keeps no 404, no answer that sets a cookie, and none read while a save came between', () => {
    keep(request(), new Response('{}', { status: 404, headers: { etag: '"x"' } }));
    expect(answerKeptPublicRead(request(), response().res)).toBe(false);
    const withCookie = answer({ n: 1 });
    withCookie.headers.append('set-cookie', 'console_session=; Max-Age=0');
    keep(request(), withCookie);
    expect(answerKeptPublicRead(request(), response().res)).toBe(false);
    const started = publicReadGeneration();
    forgetPublicReads(); // a publish committed while the read was under way
    keepPublicRead(request(), answer({ stale: true }), started);
    expect(answerKeptPublicRead(request(), response().res)).toBe(false);
  });

  it('forgets everything on a save, and an answer after five seconds', () => {
    vi.useFakeTimers();
    keep(request(), answer({ n: 1 }));
    forgetPublicReads();
    expect(answerKeptPublicRead(request(), response().res)).toBe(false);
    keep(request(), answer({ n: 1 }));
    vi.advanceTimersByTime(4_900);
    expect(answerKeptPublicRead(request(), response().res)).toBe(true);
    vi.advanceTimersByTime(200);
    expect(answerKeptPublicRead(request(), response().res)).toBe(false);
  });

  it('keeps at most 512 answers, the oldest going first', () => {
    for (let i = 0; i < 513; i++) keep(request({ origin: `https://o${i}.example` }), answer({ i }));
    expect(answerKeptPublicRead(request({ origin: 'https://o0.example' }), response().res)).toBe(false);
    expect(answerKeptPublicRead(request({ origin: 'https://o1.example' }), response().res)).toBe(true);
    expect(answerKeptPublicRead(request({ origin: 'https://o512.example' }), response().res)).toBe(true);
  });
});
