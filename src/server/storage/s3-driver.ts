import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { pieces, type ByteSource, type StorageDriver } from './driver-types';

export interface S3Config {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, s3rver…); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (https://host/bucket/key) instead of the host name: most S3-compatible servers want it. */
  forcePathStyle: boolean;
}

/** STORAGE_DRIVER=s3 reads S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config {
  if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: ['1', 'true', 'yes'].includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
  };
}

/** Parts of a multipart upload: S3 wants at least 5 MiB per part but the last; one part is in memory at a time. */
export const S3_PART_BYTES = 8 * 1024 * 1024;

type Sdk = typeof import('@aws-sdk/client-s3');
let sdkPromise: Promise<Sdk> | null = null;
// The SDK is large: only an instance configured for S3 loads it.
const sdk = () => (sdkPromise ??= import('@aws-sdk/client-s3'));
const clients = new Map<string, S3Client>();

async function clientFor(config: S3Config): Promise<S3Client> {
  const id = JSON.stringify(config);
  const cached = clients.get(id);
  if (cached) return cached;
  const { S3Client } = await sdk();
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums of every request body would make the SDK read a streamed part twice; S3 checks Content-MD5-less parts by their signature.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  clients.set(id, client);
  return client;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Any S3-compatible object store (@aws-sdk/client-s3): streamed in 8 MiB parts, read by range, presigned downloads. */
export function s3Driver(config: S3Config): StorageDriver {
  const Bucket = config.bucket;
  const putStream = async (Key: string, source: ByteSource, options: { contentType?: string } = {}) => {
    const client = await clientFor(config);
    const s3 = await sdk();
    const ContentType = options.contentType ?? 'application/octet-stream';
    const parts = pieces(source, S3_PART_BYTES);
    const first = await parts.next();
    const firstBytes = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
    const second = first.done ? { done: true as const, value: undefined } : await parts.next();
    if (second.done) {
      await client.send(new s3.PutObjectCommand({ Bucket, Key, Body: firstBytes, ContentType, ContentLength: firstBytes.length }));
      return firstBytes.length;
    }
    const { UploadId } = await client.send(new s3.CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
    const done: { ETag: string; PartNumber: number }[] = [];
    let size = 0;
    const upload = async (Body: Buffer) => {
      const PartNumber = done.length + 1;
      const { ETag } = await client.send(new s3.UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ContentLength: Body.length }));
      done.push({ ETag: ETag ?? '', PartNumber });
      size += Body.length;
    };
    try {
      await upload(firstBytes);
      await upload(Buffer.from(second.value));
      for (let next = await parts.next(); !next.done; next = await parts.next()) await upload(Buffer.from(next.value));
      await client.send(new s3.CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: done } }));
    } catch (err) {
      await client.send(new s3.AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw err;
    }
    return size;
  };
  return {
    name: 's3',
    async put(key, bytes) {
      await putStream(key, Readable.from([bytes]));
    },
    putStream,
    async get(Key) {
      const stream = await this.getStream(Key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
      return Buffer.concat(chunks);
    },
    async getStream(Key, range) {
      const client = await clientFor(config);
      const s3 = await sdk();
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return res.Body as Readable;
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async stat(Key) {
      const client = await clientFor(config);
      const s3 = await sdk();
      try {
        const res = await client.send(new s3.HeadObjectCommand({ Bucket, Key }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async remove(Key) {
      const client = await clientFor(config);
      const s3 = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }));
    },
    async list({ after, limit, before }) {
      const client = await clientFor(config);
      const s3 = await sdk();
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket, MaxKeys: limit, StartAfter: after ?? undefined }));
      const objects = page.Contents ?? [];
      const keys = objects.filter((o) => o.Key && o.LastModified && o.LastModified < before).map((o) => o.Key!);
      const next = page.IsTruncated && objects.length ? objects[objects.length - 1].Key! : null;
      // Multipart uploads started before `before` and never completed or aborted: a write whose process died.
      const { Uploads = [] } = after === null ? await client.send(new s3.ListMultipartUploadsCommand({ Bucket, MaxUploads: limit })) : {};
      const unfinished = Uploads.filter((u) => u.Key && u.UploadId && u.Initiated && u.Initiated < before).map((u) => ({
        key: u.Key!,
        name: JSON.stringify([u.Key, u.UploadId]),
      }));
      return { keys, unfinished, next };
    },
    async removeUnfinished(name) {
      const [Key, UploadId] = JSON.parse(name) as [string, string];
      const client = await clientFor(config);
      const s3 = await sdk();
      await client.send(new s3.AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    },
    async presignGet(Key, options) {
      const client = await clientFor(config);
      const s3 = await sdk();
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      const command = new s3.GetObjectCommand({ Bucket, Key, ResponseContentType: options.contentType, ResponseContentDisposition: options.disposition });
      return getSignedUrl(client, command, { expiresIn: options.expiresIn });
    },
  };
}
