import { z } from 'zod';
import { endpoint } from './endpoint';
import { listResultSchema } from './list-schema';
import {
  MediaCreatedSchema,
  MediaDetailSchema,
  MediaListQuerySchema,
  MediaRowSchema,
  MediaSavedSchema,
  MediaStatusInputSchema,
  type mediaInputSchema,
  type mediaUpdateSchema,
} from './media-library';
import type { PermissionKey } from './permissions';

const OptionSchema = z.object({ label: z.string(), value: z.string() });

/** The two schemas a media area words with its own texts (mediaInputSchema / mediaUpdateSchema of its messages). */
interface MediaBodySchemas<I extends z.ZodType, U extends z.ZodType> {
  input: I;
  update: U;
}

/**
 * The calls of a media area (docs/decisions/0082): the screens' CRUD and status workflow, and its picker GET (spec 002
 * §7, the list envelope, 10 a page, search), which is also the list screen's call. One declaration for every kind:
 * only the path, the key and the noun (`kind`, e.g. the area's name) differ.
 */
export function mediaApi<const P extends string, const K extends PermissionKey, I extends z.ZodType, U extends z.ZodType>(
  kind: string,
  path: P,
  permission: K,
  schemas: MediaBodySchemas<I, U>,
) {
  const key = { access: 'key', key: permission } as const;
  const plural = `${kind}s`;
  return {
    list: endpoint({
      method: 'GET',
      path,
      ...key,
      summary: `The organisation's ${plural} (list contract: keyword on the title, status, category_id, start_date/end_date; the picker too)`,
      query: MediaListQuerySchema,
      response: listResultSchema(MediaRowSchema),
    }),
    categories: endpoint({
      method: 'GET',
      path: `${path}/categories`,
      ...key,
      summary: `The categories a ${kind} may be put in, in tree order (label indented by depth)`,
      response: z.array(OptionSchema),
    }),
    create: endpoint({
      method: 'POST',
      path,
      ...key,
      summary: `Create a ${kind} (in draft; its duration is read by a job)`,
      body: schemas.input,
      response: MediaCreatedSchema,
    }),
    get: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      ...key,
      summary: `A ${kind} with its file, status history fields and duration job`,
      response: MediaDetailSchema,
    }),
    update: endpoint({
      method: 'PATCH',
      path: `${path}/:id`,
      ...key,
      summary: `Edit a ${kind} (nothing changed answers changed: false; a stale updated_at is 409)`,
      body: schemas.update,
      response: MediaSavedSchema,
    }),
    status: endpoint({
      method: 'POST',
      path: `${path}/:id/status`,
      ...key,
      summary: `Move a ${kind} along draft → review → publish (or back to draft); who and when are recorded`,
      body: MediaStatusInputSchema,
      response: z.object({ id: z.number(), status: z.string(), updated_at: z.string() }),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      ...key,
      summary: `Delete a ${kind} that is not published (otherwise 409)`,
      response: z.null(),
    }),
  };
}

/** The shape every media area's calls share (the server binds one set of handlers to it). */
export type MediaApi = ReturnType<typeof mediaApi<string, PermissionKey, ReturnType<typeof mediaInputSchema>, ReturnType<typeof mediaUpdateSchema>>>;
