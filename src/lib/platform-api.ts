import { z } from 'zod';
import { endpoint, endpoints } from './endpoint';
import { StoredFileSchema } from './file-ref';
import { ListQuerySchema } from './list';
import { listResultSchema } from './list-schema';
import { platformRoutes } from './platform-paths';

/**
 * The platform's calls that shared widgets (src/ui) and the islands of several areas make: declared here, once, since
 * widgets and other areas may not import the area that serves them. The storage area (upload, badges) and the
 * directory (the people picker) list these declarations in their contracts and bind their handlers to them. Each
 * takes its method and path from platformRoutes, whose typed view callers hand the typed client:
 * `createClient(platformCalls)` (src/lib/platform-paths.ts), so calling one never loads these schemas.
 */

const BadgeSchema = z.object({ id: z.number(), name: z.string().nullable(), file_url: z.string() });
const BadgeInputSchema = z.strictObject({
  file_url: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^\/api\/storage\/files\//, 'Upload the badge first'),
  name: z.string().trim().max(120).optional(),
});

/** GET /users for pickers (spec 000 §3 "User (for pickers): id, full_name"): active people of the organisation. */
export const UserPickRowSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  picture: z.string().nullable(),
});
export type UserPickRow = z.infer<typeof UserPickRowSchema>;

/**
 * The people picker needs the key of an area whose screens pick from it (decision 0106), with the admin rule, so a
 * learner never reads the staff list: the coach form (/user), the classroom's batches and participants, the webinar's
 * speakers, the expert profile's person. An area whose screen starts calling it adds its key here.
 */
const pickPeople = { access: 'key', key: ['account-user', 'classroom', 'content-webinar', 'expert-expert-list'] } as const;

export const platformApi = endpoints({
  upload: endpoint({
    ...platformRoutes.upload,
    access: 'signed-in',
    rule: 'admin',
    summary: 'Upload a file (multipart: file, folder); checked by content; answers data.full_path',
    body: 'multipart',
    response: StoredFileSchema,
  }),
  badges: endpoint({
    ...platformRoutes.badges,
    access: 'signed-in',
    summary: "The organisation's badges (list contract)",
    query: ListQuerySchema,
    response: listResultSchema(BadgeSchema),
  }),
  // Like the upload it follows, for the admin rule only (learners have the editor rule and no keys).
  createBadge: endpoint({
    ...platformRoutes.createBadge,
    access: 'signed-in',
    rule: 'admin',
    summary: 'Save an uploaded image as a badge (file_url of a JPG or PNG image)',
    body: BadgeInputSchema,
    response: z.object({ id: z.number(), file_url: z.string() }).loose(),
  }),
  people: endpoint({
    ...platformRoutes.people,
    ...pickPeople,
    summary: "Active people of the caller's organisation for pickers (keyword: name, e-mail, NIK or position)",
    query: ListQuerySchema,
    response: listResultSchema(UserPickRowSchema),
  }),
});
