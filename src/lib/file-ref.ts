import { z } from 'zod';

/**
 * A stored file as a form holds it and a row shows it: what the storage upload answers (id, full_path, name,
 * mime_type, size, width, height). Forms keep the whole object (the file field shows its name, size and preview);
 * the server reads only the id and checks the file against the caller's organisation and the field's folder.
 */
export const StoredFileSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  full_path: z.string(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type StoredFileRef = z.infer<typeof StoredFileSchema>;

/** The field's input: the stored file (extra keys of a richer upload answer are ignored), or none. */
export const fileRefInput = (message: string) => z.object({ id: z.number({ error: message }).int().positive().max(2_147_483_647) }, { error: message }).loose();
