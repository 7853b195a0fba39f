// An S3-compatible server for the tests (s3rver), with the two calls of the multipart API it lacks and the console
// uses to clean up a write that died: ListMultipartUploads (GET /<bucket>?uploads) and AbortMultipartUpload
// (DELETE /<bucket>/<key>?uploadId=…), answered from s3rver's own store (a folder per multipart upload holding its
// key and its parts).
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}

export interface TestS3 {
  bucket: string;
  /** The console's environment for this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startS3(bucket = 'console-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'console-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  const multipart = async (ctx: KoaContext, next: () => Promise<void>) => {
    // Path style: /<bucket>, /<bucket>/ or /<bucket>/<key>.
    const [name, ...rest] = ctx.path.split('/').filter(Boolean);
    if (name !== bucket) return next();
    if (ctx.method === 'GET' && rest.length === 0 && 'uploads' in ctx.query) {
      const prefix = ctx.query.prefix ?? '';
      const entries: string[] = [];
      for (const id of await readdir(uploadsDir).catch(() => [] as string[])) {
        const key = await readFile(path.join(uploadsDir, id, 'key'), 'utf8').catch(() => null);
        if (key === null || !key.startsWith(prefix)) continue;
        const initiated = (await stat(path.join(uploadsDir, id))).mtime.toISOString();
        entries.push(
          `<Upload><Key>${xml(key)}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
        );
      }
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Prefix>${xml(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`;
      return undefined;
    }
    if (ctx.method === 'DELETE' && rest.length > 0 && ctx.query.uploadId) {
      const dir = path.join(uploadsDir, path.basename(ctx.query.uploadId));
      ctx.status = (await stat(dir).catch(() => null)) ? 204 : 404;
      await rm(dir, { recursive: true, force: true });
      if (ctx.status === 404) ctx.body = '<Error><Code>NoSuchUpload</Code></Error>';
      return undefined;
    }
    return next();
  };
  // Koa composes its middleware when it starts listening: first in the list, the calls above are answered here.
  (server as { middleware: unknown[] }).middleware.unshift(multipart);
  const { port } = await server.run();
  return {
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
