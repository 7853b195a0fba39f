import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte on a socket, for the Host headers no client library sends (empty, with
 * spaces, with a path, non-ASCII): `host` null sends none at all. The answer is read to the end (Connection: close).
 */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; host: string | null; headers?: Record<string, string>; body?: string; version?: '1.0' | '1.1' },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const method = options.method ?? 'GET';
  const lines = [`${method} ${options.path} HTTP/${options.version ?? '1.1'}`];
  const head: Buffer[] = [];
  if (options.host !== null) head.push(Buffer.concat([Buffer.from('Host: '), Buffer.from(options.host, 'utf8'), Buffer.from('\r\n')]));
  for (const [name, value] of Object.entries(options.headers ?? {})) lines.push(`${name}: ${value}`);
  if (options.body !== undefined) lines.push(`content-length: ${Buffer.byteLength(options.body)}`);
  lines.push('connection: close');
  const request = Buffer.concat([
    Buffer.from(`${lines[0]}\r\n`),
    ...head,
    Buffer.from(`${lines.slice(1).join('\r\n')}\r\n\r\n`),
    Buffer.from(options.body ?? ''),
  ]);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = raw
        .subarray(0, split < 0 ? raw.length : split)
        .toString('latin1')
        .split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
      resolve({ status, headers, body: (/chunked/i.test(headers['transfer-encoding'] ?? '') ? unchunk(body) : body).toString('utf8') });
    });
    // Not end(): a client that half-closes may lose an answer the server was still writing; Connection: close ends it.
    socket.write(request);
  });
}

/** A chunked body's data (chunk sizes count bytes). */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}
