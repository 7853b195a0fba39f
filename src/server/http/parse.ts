import type { z } from 'zod';
import { PERSON_MESSAGES } from '@/lib/form-kit';
import { AppError, type FieldMessage } from './app-error';

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

/**
 * A request body's text (read within its cap by ApiContext.text) as the endpoint's input: JSON, or a urlencoded form,
 * parsed with its zod schema (which may hold a server-side async refinement, `refineBody` in dispatch.ts); another content type is a 415.
 */
export async function parseBodyText<S extends z.ZodType>(contentType: string | null, text: string, schema: S): Promise<z.infer<S>> {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
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
