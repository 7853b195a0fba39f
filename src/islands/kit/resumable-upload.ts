import type { DetailedError, Upload } from 'tus-js-client';
import { createClient } from '@/lib/api-client';
import type { StoredFileRef } from '@/lib/file-ref';
import { UPLOADS_PATH, uploadCalls } from '@/features/storage/routes';
import { uploadFieldText } from '@/features/storage/messages';

/** Bytes per PATCH: the server reads each request body up to 30 MB (astro.config), and a smaller chunk resumes sooner. */
const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;
/** Automatic retries after a dropped connection (ms); then the field offers Retry, which resumes where the server is. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

export interface UploadProgress {
  sent: number;
  total: number;
  /** Bytes per second over the last few seconds. */
  speed: number;
}

export interface UploadCallbacks {
  onProgress(p: UploadProgress): void;
  onSuccess(file: StoredFileRef): void;
  /** `retryable`: the connection failed (Retry resumes); otherwise the server refused the file (choose another). */
  onError(message: string, retryable: boolean): void;
}

export interface ResumableUpload {
  start(): void;
  /** Stops sending; the server keeps what it has (start() resumes from there). */
  pause(): void;
  /** Stops and tells the server to drop the bytes. */
  cancel(): Promise<void>;
}

/** The server's message from a failed tus request, or the network text when there was no answer. */
function uploadErrorText(err: Error | DetailedError): { message: string; retryable: boolean } {
  const res = (err as DetailedError).originalResponse;
  if (!res) return { message: uploadFieldText.interrupted, retryable: true };
  const status = res.getStatus();
  let message: string | undefined;
  try {
    const body = JSON.parse(res.getBody() || '{}') as { message?: string | { message: string }[] };
    message = Array.isArray(body.message) ? body.message.map((m) => m.message).join(', ') : body.message;
  } catch {
    message = undefined;
  }
  const retryable = status >= 500 || status === 409 || status === 423;
  return { message: message ?? (retryable ? uploadFieldText.interrupted : uploadFieldText.failed), retryable };
}

/**
 * A resumable upload of one file to the folder (tus, docs/decisions/0081). tus-js-client is loaded here, when a file
 * was picked, never with the form. A file picked again after a reload resumes where the server is (the client keeps
 * the upload's address in localStorage under the file's fingerprint).
 */
export async function startResumableUpload(file: File, folder: string, callbacks: UploadCallbacks, chunkSize = DEFAULT_CHUNK_BYTES): Promise<ResumableUpload> {
  const tus = await import('tus-js-client');
  const samples: { t: number; sent: number }[] = [];
  const finish = async () => {
    const key = /([0-9a-f]{32})\/?$/.exec(upload.url ?? '')?.[1];
    try {
      if (!key) throw new Error('no upload address');
      callbacks.onSuccess(await createClient(uploadCalls).uploadedFile({ params: { key } }));
    } catch (err) {
      callbacks.onError((err as Error).message || uploadFieldText.failed, true);
    }
  };
  const upload: Upload = new tus.Upload(file, {
    endpoint: UPLOADS_PATH,
    chunkSize,
    retryDelays: RETRY_DELAYS,
    metadata: { folder, filename: file.name, filetype: file.type },
    removeFingerprintOnSuccess: true,
    onProgress(sent, total) {
      const t = performance.now();
      samples.push({ t, sent });
      while (samples.length > 2 && t - samples[0].t > 5000) samples.shift();
      const first = samples[0];
      const speed = t > first.t ? ((sent - first.sent) * 1000) / (t - first.t) : 0;
      callbacks.onProgress({ sent, total, speed });
    },
    onSuccess() {
      // tus does not wait on this callback; finish reports its own failure through onError.
      void finish();
    },
    onError(err) {
      const { message, retryable } = uploadErrorText(err);
      callbacks.onError(message, retryable);
    },
  });
  const previous = await upload.findPreviousUploads().catch(() => []);
  if (previous.length) upload.resumeFromPreviousUpload(previous[0]);
  return {
    start: () => {
      samples.length = 0;
      upload.start();
    },
    pause: () => void upload.abort(false),
    cancel: () => upload.abort(true).catch(() => undefined),
  };
}
