// A small tus 1.0 client over node:http for the upload tests: binary bodies, a Host header (the organisation), and
// a PATCH whose connection drops after some bytes.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { baseUrl } from '../../setup/http';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  json(): { success: boolean; message: string; data: Record<string, unknown> } & Record<string, unknown>;
}

export interface SendOptions {
  token?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export function send(method: string, urlPath: string, options: SendOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.host) headers.host = options.host;
  if (options.body) headers['content-length'] = String(options.body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(baseUrl() + urlPath), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
        resolve({ status: res.statusCode ?? 0, headers: flat, body, json: () => JSON.parse(body.toString('utf8')) });
      });
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
export const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

export const TUS = { 'tus-resumable': '1.0.0' };
export const OCTETS = { ...TUS, 'content-type': 'application/offset+octet-stream' };

/** POST /api/uploads: answers the upload's path (from Location) and the answer. */
export async function create(token: string, length: number, folder: string, filename: string, extra: SendOptions = {}) {
  const res = await send('POST', '/api/uploads', {
    token,
    ...extra,
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata({ folder, filename }), ...extra.headers },
  });
  return { res, location: res.headers.location ?? '' };
}

export const patch = (location: string, offset: number, body: Buffer, options: SendOptions = {}) =>
  send('PATCH', location, { ...options, body, headers: { ...OCTETS, 'upload-offset': String(offset), ...options.headers } });

export const head = (location: string, options: SendOptions = {}) => send('HEAD', location, { ...options, headers: { ...TUS, ...options.headers } });

/** A PATCH that sends `sent` of the body's bytes and then drops the connection, as a train going into a tunnel does. */
export function droppedPatch(location: string, token: string, offset: number, body: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(new URL(baseUrl() + location), {
      method: 'PATCH',
      agent: false,
      headers: { ...OCTETS, authorization: `Bearer ${token}`, 'upload-offset': String(offset), 'content-length': String(body.length) },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(body.subarray(0, sent), () => {
      // Let the bytes reach the server before the socket goes.
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
  });
}

/** A real video with random bytes after it: an MP4 by its first bytes, `extra` bytes long past them. */
export function videoBytes(extra: number): Buffer {
  const mp4 = readFileSync(path.join(process.cwd(), 'src/db/seed/media/demo-video.mp4'));
  return Buffer.concat([mp4, randomBytes(extra)]);
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
