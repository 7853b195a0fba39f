// The console's HTTP server (what `npm start`, the tests and the benchmarks run): the built Astro app (@astrojs/node
// in middleware mode: the app's handler alone) behind one layer that
//  - serves the build's static files (public/ and /_astro/) from an index made at start, so that a page or an API
//    request costs no file-system lookup (the adapter's standalone handler stat'ed every request's path twice before
//    rendering it: a third of an API request's CPU, issue 12);
//  - serves the hashed /_astro/ assets from the brotli or gzip copies made at build time (scripts/precompress.mjs),
//    with Content-Encoding, Vary: Accept-Encoding and Cache-Control: public, max-age=31536000, immutable;
//  - compresses HTML, JavaScript, CSS, SVG and text responses on the fly (brotli quality 4 or gzip level 6,
//    negotiated from Accept-Encoding), flushing as a page streams (once per burst of chunks); never an already compressed type (xlsx, png, zip,
//    …), a response that has an encoding, a range, a HEAD, 204/304 or a small body;
//  - sends a JSON answer whole when it ends, with its length: as it is under 1 KB, else compressed in one call (gzip
//    level 1 or brotli quality 1 up to 64 KB, the better ratio above). A compression stream per answer cost more CPU
//    than the list query behind it (issue 12);
//  - hands every /api and /scim/v2 request, reads and writes, to the console's one API entry (dist/server/api-entry.mjs,
//    src/api-entry.ts), without Astro's page pipeline (docs/decisions/0109); Astro answers the pages;
//  - answers 400 to a request whose Host header is no host at all, before any of the above (docs/decisions/0105);
//  - stops gracefully on SIGTERM or SIGINT (docs/decisions/0113): no new connection, the requests and job steps under
//    way end, then the database closes and the process exits 0; past SHUTDOWN_GRACE_SECONDS (20) what is left is cut
//    and it exits 1; a second signal exits at once.
// Usage: node scripts/serve.mjs [outDir]   (PORT, HOST as for the adapter; outDir defaults to ASTRO_OUT_DIR or dist)
import { createReadStream, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { API_ENTRY_FILE } from './api-entry.mjs';

const outDir = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist');
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React's production server build unless told otherwise (npm start and the test servers set it too; run directly,
// this file would otherwise serve pages with the development build, several times slower: issue 12).
process.env.NODE_ENV ||= 'production';
const { handler } = await import(pathToFileURL(path.join(outDir, 'server', 'entry.mjs')).href);
// The one API entry, emitted beside the app by scripts/api-entry.mjs and sharing its modules: `serveApi` answers every
// /api and /scim/v2 request (the build has no API route, so there is nothing to fall back on); `refuseMalformedHost`
// is asked first for every request, since Astro's adapter answers 500 to some malformed Host headers.
const { serveApi, refuseMalformedHost, stopJobs, closeDatabase } = await import(pathToFileURL(path.join(outDir, 'server', API_ENTRY_FILE)).href);
const clientDir = path.join(outDir, 'client');
const assetsDir = path.join(clientDir, '_astro');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;
/** JSON answers are whole before they are sent: compressed in one call, synchronously below this size. */
const JSON_TYPE = /^application\/(?:json|problem\+json)/i;
const SYNC_BYTES = 256 * 1024;
/** JSON answers up to this size are compressed at the fastest level (see res.end). */
const SMALL_JSON_BYTES = 64 * 1024;

/** Whether Accept-Encoding accepts this coding (q=0 refuses; * stands for any other). */
function accepts(accept, coding) {
  const offered = new Map();
  for (const part of String(accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    offered.set(name, q ? Number(q[1]) : 1);
  }
  return (offered.get(coding) ?? offered.get('*') ?? 0) > 0;
}

/** br, gzip or null, as the client accepts (q=0 refuses). */
export function negotiate(accept) {
  return accepts(accept, 'br') ? 'br' : accepts(accept, 'gzip') ? 'gzip' : null;
}

function addVary(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** A hashed asset from its precompressed copy; false when there is none (the adapter serves the file). */
function servePrecompressed(req, res, pathname) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !pathname.startsWith('/_astro/') || req.headers.range) return false;
  const type = TYPES[path.extname(pathname)];
  if (!type) return false;
  let rel;
  try {
    rel = decodeURIComponent(pathname.slice('/_astro/'.length));
  } catch {
    return false;
  }
  const file = path.resolve(assetsDir, rel);
  if (!file.startsWith(assetsDir + path.sep)) return false;
  const encoding = negotiate(req.headers['accept-encoding']);
  if (!encoding) return false;
  const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  let size;
  try {
    size = statSync(copy).size;
  } catch {
    return false;
  }
  res.writeHead(200, {
    'content-type': type,
    'content-encoding': encoding,
    'content-length': size,
    vary: 'Accept-Encoding',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(copy).pipe(res);
  return true;
}

/** Every file of the build's client directory by its URL path (the .br/.gz copies are served by servePrecompressed). */
function indexStatic(dir, prefix = '') {
  const files = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    const url = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const [k, v] of indexStatic(file, url)) files.set(k, v);
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
      const { size, mtime } = statSync(file);
      files.set(url, {
        file,
        size,
        type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
        modified: mtime.toUTCString(),
      });
    }
  }
  return files;
}
const staticFiles = indexStatic(clientDir);

/** A file of the build (public/ or a hashed asset without a compressed copy); false when the path is none. */
function serveStatic(req, res, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let key;
  try {
    key = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const hit = staticFiles.get(key);
  if (!hit) return false;
  const immutable = key.startsWith('/_astro/');
  res.setHeader('content-type', hit.type);
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
  res.setHeader('etag', hit.etag);
  res.setHeader('last-modified', hit.modified);
  if (req.headers['if-none-match'] === hit.etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  compressOnTheFly(req, res);
  res.setHeader('content-length', hit.size);
  res.statusCode = 200;
  if (req.method === 'HEAD') res.end();
  else createReadStream(hit.file).pipe(res);
  return true;
}

/**
 * Astro hands Node the reason phrase of the 200 a page starts from ('OK') when the page sets another status: a 403
 * page answered '403 OK'. The phrase of the status itself, then.
 */
function reasonOfStatus(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    if (!rest.some((a) => typeof a === 'string') && res.statusMessage === 'OK' && status !== 200) res.statusMessage = http.STATUS_CODES[status] ?? '';
    return writeHead(status, ...rest);
  };
}

/** Compresses what the app writes, deciding when the headers are known (writeHead or the first write). */
function compressOnTheFly(req, res) {
  const encoding = req.method === 'HEAD' || req.headers.range ? null : negotiate(req.headers['accept-encoding']);
  if (!encoding) return;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  let decided = false;
  let z = null;
  /** A flush of `z` is scheduled; `z` is ending (no flush after that). */
  let flushing = false;
  let ending = false;
  /** A JSON answer's chunks, compressed at its end in one call (a stream per answer costs several times more). */
  let parts = null;
  /** The head of a JSON answer, written at its end (see res.writeHead). */
  let heldHead = null;
  const sendHead = () => {
    if (!heldHead) return;
    if (heldHead.reason) writeHead(res.statusCode, heldHead.reason);
    else writeHead(res.statusCode);
    heldHead = null;
  };
  const decide = () => {
    if (decided) return;
    decided = true;
    const status = res.statusCode;
    const length = Number(res.getHeader('content-length') ?? NaN);
    if (status < 200 || status === 204 || status === 206 || status === 304) return;
    if (res.getHeader('content-encoding') || res.getHeader('accept-ranges') || !COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) return;
    if (/no-transform/i.test(String(res.getHeader('cache-control') ?? '')) || length < MIN_BYTES) return;
    addVary(res);
    res.removeHeader('content-length');
    res.setHeader('content-encoding', encoding);
    if (JSON_TYPE.test(String(res.getHeader('content-type')))) {
      parts = [];
      return;
    }
    z = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip({ level: 6 });
    z.on('data', (chunk) => write(chunk));
    z.on('end', () => end());
    z.on('error', (err) => res.destroy(err));
  };
  res.writeHead = (status, ...rest) => {
    res.statusCode = status;
    const headers = rest.find((a) => a && typeof a === 'object');
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    const reason = rest.find((a) => typeof a === 'string');
    decide();
    // A JSON answer's head waits for its end: its length, and whether it is worth compressing, are known only then.
    if (parts) {
      heldHead = { reason };
      return res;
    }
    return reason ? writeHead(status, reason) : writeHead(status);
  };
  const toBuffer = (chunk, enc) => (typeof chunk === 'string' ? Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8') : Buffer.from(chunk));
  res.write = (chunk, encodingOrCb, cb) => {
    decide();
    if (parts) {
      parts.push(toBuffer(chunk, encodingOrCb));
      const done = typeof encodingOrCb === 'function' ? encodingOrCb : cb;
      if (done) process.nextTick(done);
      return true;
    }
    if (!z) return write(chunk, encodingOrCb, cb);
    z.write(typeof chunk === 'string' ? Buffer.from(chunk, typeof encodingOrCb === 'string' ? encodingOrCb : 'utf8') : chunk);
    // One flush for the chunks a render writes in one go: a page streams in bursts (its head, then what follows each
    // await), and a flush per chunk (a page writes dozens) cost more CPU than the rest of the compression.
    if (!flushing) {
      flushing = true;
      setImmediate(() => {
        flushing = false;
        if (!ending) z.flush();
      });
    }
    const done = typeof encodingOrCb === 'function' ? encodingOrCb : cb;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = (chunk, encodingOrCb, cb) => {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (typeof encodingOrCb === 'function') return res.end(chunk, undefined, encodingOrCb);
    if (!decided && !res.headersSent && chunk !== undefined && chunk !== null && res.getHeader('content-length') === undefined)
      res.setHeader('content-length', Buffer.byteLength(chunk, encodingOrCb));
    decide();
    if (parts) {
      if (chunk !== undefined && chunk !== null) parts.push(toBuffer(chunk, encodingOrCb));
      const body = Buffer.concat(parts);
      parts = [];
      // A small answer (a no-op, an error, a one-line result) is sent as it is: compressing it costs more than it saves.
      const send = (out) => {
        res.setHeader('content-length', out.length);
        sendHead();
        return end(out, cb);
      };
      if (body.length < MIN_BYTES) {
        res.removeHeader('content-encoding');
        return send(body);
      }
      // A list page or a form's data (a few KB) compresses about as well at the fastest level, in a third of the
      // time: gzip level 1 when the client takes gzip, else brotli quality 1. Bigger answers get the better ratio.
      const small = body.length <= SMALL_JSON_BYTES;
      const coding = small && encoding === 'br' && accepts(req.headers['accept-encoding'], 'gzip') ? 'gzip' : encoding;
      res.setHeader('content-encoding', coding);
      const options =
        coding === 'br'
          ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: small ? 1 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }
          : { level: small ? 1 : 6 };
      if (body.length <= SYNC_BYTES) return send(coding === 'br' ? zlib.brotliCompressSync(body, options) : zlib.gzipSync(body, options));
      const done = (err, out) => (err ? res.destroy(err) : send(out));
      if (coding === 'br') zlib.brotliCompress(body, options, done);
      else zlib.gzip(body, options, done);
      return res;
    }
    if (!z) return end(chunk, encodingOrCb, cb);
    ending = true;
    if (cb) res.once('finish', cb);
    if (chunk !== undefined && chunk !== null) z.end(typeof chunk === 'string' ? Buffer.from(chunk, encodingOrCb ?? 'utf8') : chunk);
    else z.end();
    return res;
  };
}

/** The requests under way (until each answer is sent or its connection is gone), for a graceful stop. */
const inFlight = new Set();
let draining = false;
/** Every open connection: when it was accepted, how many answers it has sent, how many requests it has under way. */
const connections = new Map();
/** A connection that has sent no request yet gets this long after it was accepted before a stop closes it. */
const FIRST_REQUEST_MS = 1000;

/**
 * Closes the connections a stop does not wait for: those with no request under way that have answered one (idle
 * keep-alive) or have sent none within FIRST_REQUEST_MS. Node's closeIdleConnections (which server.close calls)
 * would also close a connection accepted a moment before the stop whose request is not read yet: its client would
 * get a reset for a request that no other instance answers either.
 */
function closeIdle() {
  const now = Date.now();
  for (const [socket, c] of connections) if (c.busy === 0 && (c.served > 0 || now - c.since > FIRST_REQUEST_MS)) socket.destroy();
}

const server = http.createServer((req, res) => {
  inFlight.add(res);
  const connection = connections.get(req.socket);
  if (connection) connection.busy++;
  res.once('close', () => {
    inFlight.delete(res);
    if (!connection) return;
    connection.busy--;
    connection.served++;
  });
  // During a stop every answer closes its connection: a keep-alive client reconnects, to another instance.
  if (draining) res.setHeader('connection', 'close');
  if (refuseMalformedHost(req, res)) return;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const pathname = q >= 0 ? url.slice(0, q) : url;
  if (servePrecompressed(req, res, pathname) || serveStatic(req, res, pathname)) return;
  try {
    decodeURI(url);
  } catch {
    res.writeHead(400);
    res.end('Bad request.');
    return;
  }
  reasonOfStatus(res);
  compressOnTheFly(req, res);
  if (serveApi(req, res)) return;
  handler(req, res);
});
server.on('connection', (socket) => {
  connections.set(socket, { since: Date.now(), served: 0, busy: 0 });
  socket.once('close', () => connections.delete(socket));
});
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => {
  if (process.env.ASTRO_NODE_LOGGING !== 'disabled') console.log(`[serve] listening on http://${host}:${port}`);
});
/** How long a stop waits for the requests and the job steps under way (SHUTDOWN_GRACE_SECONDS, default 20). */
function graceMs() {
  const seconds = Number(process.env.SHUTDOWN_GRACE_SECONDS || 20);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 20) * 1000;
}

const requestLine = (res) => `${res.req.method} ${res.req.url}`;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * A graceful stop (docs/decisions/0113): the listening socket closes at once (a new connection is refused, so a load
 * balancer or a rolling restart sends it to another instance), idle keep-alive connections close, and every answer
 * from now on says Connection: close; the job runner takes no new job. Once the requests under way are answered and
 * the job steps under way have ended, the database closes and the process exits 0. Past the grace period the
 * connections left are cut and the process exits 1, saying what was cut; a second signal exits at once.
 */
async function stop(signal) {
  if (draining) {
    console.error(`[serve] ${signal} again: exiting at once, cutting ${inFlight.size} request(s) in flight`);
    process.exit(1);
  }
  draining = true;
  const since = Date.now();
  const grace = graceMs();
  console.log(`[serve] ${signal}: draining, no new connections; ${inFlight.size} request(s) in flight, up to ${grace / 1000} s`);
  for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
  let jobsEnded = false;
  // The listening socket closes (net's close: http's would also close the connections whose request is not read yet);
  // this resolves once the last connection has closed.
  const requestsEnded = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  closeIdle();
  // A connection whose answer was already on its way when the stop began is idle once it is sent.
  const sweep = setInterval(closeIdle, 100);
  const jobs = stopJobs().then(
    () => (jobsEnded = true),
    (err) => console.error('[serve] the job runner did not stop cleanly', err),
  );
  const timer = setTimeout(() => {
    const cut = [...inFlight].map(requestLine);
    const what = [cut.length ? `${cut.length} request(s) in flight (${cut.join(', ')})` : '', jobsEnded ? '' : 'the job step under way'].filter(Boolean);
    console.error(`[serve] grace period of ${grace / 1000} s over: cut ${what.join(' and ') || 'the connections left'}; exiting 1`);
    server.closeAllConnections();
    // The database is closed if it can be within 2 s (a job still running may hold it); its lease lets another
    // instance take the job over (docs/decisions/0112).
    const exit = () => process.exit(1);
    process.exitCode = 1;
    setTimeout(exit, 2000);
    closeDatabase().then(exit, exit);
  }, grace);
  await Promise.all([requestsEnded, jobs]);
  clearInterval(sweep);
  try {
    await closeDatabase();
  } catch (err) {
    console.error('[serve] the database did not close cleanly', err);
    process.exit(1);
  }
  clearTimeout(timer);
  console.log(`[serve] stopped after ${seconds(since)}: requests answered, job steps ended, database closed`);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
