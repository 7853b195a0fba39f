import type { z } from 'zod';
import { PERSON_MESSAGES } from '@/lib/form-kit';
import { AppError, type FieldMessage } from './app-error';

const MAX_JSON_BYTES = 1024 * 1024;

export function zodMessages(error: z.ZodError): FieldMessage[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      return { field: field || undefined, message: `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` };
    }
    return { field: field || undefined, message: issue.message };
  });
}

/** Parses with the endpoint's schema; a rule stated without a message of its own answers in a person's words, as the islands show it. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value, PERSON_MESSAGES);
  if (!result.success) throw new AppError('VALIDATION', undefined, { details: zodMessages(result.error) });
  return result.data;
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Reads a JSON body (or a urlencoded form) within a size cap and parses it with the endpoint's zod schema, which may
 * hold a server-side async refinement (`refineBody` in dispatch.ts).
 */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_JSON_BYTES): Promise<z.infer<S>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const text = await readText(request, maxBytes);
  let value: unknown;
  if (type === 'application/x-www-form-urlencoded') {
    value = Object.fromEntries(new URLSearchParams(text));
  } else if (type === 'application/json' || type === '') {
    if (!text.trim()) throw new AppError('VALIDATION', 'The request body is empty.');
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError('VALIDATION', 'The request body is not valid JSON.', { title: 'Malformed JSON' });
    }
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  const result = await schema.safeParseAsync(value, PERSON_MESSAGES);
  if (!result.success) throw new AppError('VALIDATION', undefined, { details: zodMessages(result.error) });
  return result.data;
}

/** Query parameters with empty values dropped (spec 000 §5), parsed with the list schema. */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const entries = [...url.searchParams.entries()].filter(([, v]) => v.trim() !== '' && v !== 'null' && v !== 'undefined');
  return parseWith(schema, Object.fromEntries(entries));
}
