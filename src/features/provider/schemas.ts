import { z } from 'zod';
import { requiredText } from '@/lib/field-schemas';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { providerMessages as M } from './messages';

export const PROVIDER_PAGE_SIZE = 10;
/** Spec 000 §7 / §9: the course wizard fetches partners with page 1 and page_size 100. */
const PARTNERS_PAGE_SIZE = 100;
export const NAME_MAX = 120;
export const CONTACT_MAX = 120;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;
export const WEBSITE_MAX = 500;
export const DESCRIPTION_MAX = 2000;
export const PROVIDER_SORT_COLUMNS = ['name', 'contact_person', 'email', 'is_active', 'created_at', 'updated_at'] as const;

const trimmed = (field: string, max: number) => z.string().trim().max(max, M.tooLong(field, max));

/** Empty, or 6 to 20 characters of digits and the usual separators, at least 6 digits: '+62 21 5150 1234', '(021) 515-0123'. */
const phone = z
  .string()
  .trim()
  .max(PHONE_MAX, M.phoneInvalid)
  .refine((v) => v === '' || (/^\+?[0-9 ().-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 6), M.phoneInvalid);

/** Empty, or http(s) only: a javascript: or data: address must never become a link on the detail page. */
const website = z
  .string()
  .trim()
  .max(WEBSITE_MAX, M.tooLong('Website', WEBSITE_MAX))
  .refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, M.websiteInvalid);

const EMAIL = z.email();

/** An uploaded image's address; the server checks that it is a JPG or PNG of the caller's organisation. */
const logo = z
  .string()
  .max(500)
  .regex(/^\/api\/storage\/files\/[\w./-]+$/, M.logoNotImage);

/** Create and edit: only the name is required; every text is trimmed; the e-mail is kept in lower case. */
export const ProviderInputSchema = z.strictObject({
  name: requiredText(M, 'Name', NAME_MAX),
  logo: logo.nullable().default(null),
  contact_person: trimmed('Contact Person', CONTACT_MAX).default(''),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, M.emailInvalid)
    .refine((v) => v === '' || EMAIL.safeParse(v).success, M.emailInvalid)
    .default(''),
  phone: phone.default(''),
  website: website.default(''),
  description: trimmed('Description', DESCRIPTION_MAX).default(''),
  is_active: z.boolean().default(true),
});
/** @public The provider form's values. */
export type ProviderInput = z.input<typeof ProviderInputSchema>;
export type ProviderValues = z.output<typeof ProviderInputSchema>;

/** PATCH carries the updated_at it started from; a stale one is a 409 (DESIGN.md, concurrent edits). */
export const ProviderUpdateSchema = ProviderInputSchema.extend({ updated_at: z.iso.datetime({ offset: true }).optional() });

/** The list contract plus is_active; keyword searches name, contact person and e-mail. */
export const ProviderListQuerySchema = ListQuerySchema.extend({
  is_active: z.enum(['true', 'false']).optional(),
});
export type ProviderListQuery = z.infer<typeof ProviderListQuerySchema>;

/** GET /partners (the course wizard's picker): page 1, page_size 100 (spec 000 §7), at most 100 a page. */
export const PartnerQuerySchema = ListQuerySchema.extend({ page_size: pageSizeSchema(PARTNERS_PAGE_SIZE, PARTNERS_PAGE_SIZE) });
export type PartnerQuery = z.infer<typeof PartnerQuerySchema>;

const person = z.object({ full_name: z.string() });

export const ProviderRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  contact_person: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_by: person,
  updated_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type ProviderRow = z.infer<typeof ProviderRowSchema>;

export const ProviderDetailSchema = ProviderRowSchema.extend({
  /** What references the provider ("3 courses"): why it cannot be deleted. */
  used_by: z.array(z.object({ label: z.string(), count: z.number() })),
});
export type ProviderDetail = z.infer<typeof ProviderDetailSchema>;

/** One partner as the course wizard's picker reads it. */
export const PartnerSchema = z.object({ id: z.number(), name: z.string(), logo: z.string().nullable(), website: z.string() });
export type Partner = z.infer<typeof PartnerSchema>;

export const ProviderSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

/** The form's labels of the stored fields (the history names what an edit changed). */
export const FIELD_LABELS: Record<keyof ProviderValues, string> = {
  name: 'Name',
  logo: 'Logo',
  contact_person: 'Contact Person',
  email: 'E-mail',
  phone: 'Phone',
  website: 'Website',
  description: 'Description',
  is_active: 'Status',
};

export interface ProviderHistoryEntry {
  action: string;
  user: string;
  created_at: string;
  /** For an edit: the labels of the fields it changed. */
  fields: string[];
}
