import { z } from 'zod';
import { requiredText } from '@/lib/field-schemas';
import { judgeColor, type ColorField } from './contrast';
import { brandingMessages as M } from './messages';

export const TITLE_MAX = 100;
export const WEBSITE_TITLE_MAX = 60;
export const HOST_MAX = 253;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;
export const ADDRESS_MAX = 500;

/** A host name of DNS labels with an optional port, in lower case: learn.company.com, localhost:3000. */
const HOST = /^(?=.{1,253}(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;
const isHost = (v: string) => HOST.test(v) && (!v.includes(':') || Number(v.split(':')[1]) <= 65_535);

/** Empty is none (null); otherwise a host, trimmed and in lower case, without a trailing dot. */
const host = (field: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(HOST_MAX, M.hostInvalid(field))
    .transform((v) => v.replace(/\.$/, ''))
    .refine((v) => v === '' || isHost(v), M.hostInvalid(field))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .transform((v) => v ?? null);

/** An image of the console: an uploaded file (/api/storage/files/…) or one the console ships (/logo.svg); none is null. */
const image = (field: string) =>
  z
    .string()
    .max(500)
    .regex(/^\/[\w./-]+$/, M.imageNotOwn(field))
    .refine((v) => !v.includes('..'), M.imageNotOwn(field))
    .nullable();

const EMAIL = z.email();

/** /branding/organization: the organisation's names, pictures, hosts (spec 000 §3) and its contact details. */
const organizationFields = {
  title: requiredText(M, 'Title', TITLE_MAX),
  website_title: requiredText(M, 'Website Title', WEBSITE_TITLE_MAX),
  url_logo: image('Logo'),
  url_favicon: image('Favicon'),
  url_subdomain: host('Learner Site Host'),
  url_domain: host('Console Host'),
  contact_email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, M.emailInvalid)
    .refine((v) => v === '' || EMAIL.safeParse(v).success, M.emailInvalid),
  contact_phone: z
    .string()
    .trim()
    .max(PHONE_MAX, M.phoneInvalid)
    .refine((v) => v === '' || (/^\+?[0-9 ().-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 6), M.phoneInvalid),
  contact_address: z.string().trim().max(ADDRESS_MAX, M.tooLong('Address', ADDRESS_MAX)),
};
const differentHosts = (v: { url_domain: string | null; url_subdomain: string | null }, ctx: z.RefinementCtx) => {
  if (v.url_domain && v.url_subdomain && v.url_domain === v.url_subdomain) ctx.addIssue({ code: 'custom', path: ['url_domain'], message: M.hostsSame });
};
const stamp = { updated_at: z.iso.datetime({ offset: true }).nullish() };

export const OrganizationInputSchema = z.strictObject(organizationFields).superRefine(differentHosts);
export type OrganizationValues = z.input<typeof OrganizationInputSchema>;
export const OrganizationUpdateSchema = z.strictObject({ ...organizationFields, ...stamp }).superRefine(differentHosts);

export const OrganizationSettingsSchema = z.object({
  title: z.string(),
  website_title: z.string(),
  url_logo: z.string().nullable(),
  url_favicon: z.string().nullable(),
  url_subdomain: z.string().nullable(),
  url_domain: z.string().nullable(),
  contact_email: z.string(),
  contact_phone: z.string(),
  contact_address: z.string(),
  org_code: z.string(),
  updated_at: z.string(),
});
export type OrganizationSettings = z.infer<typeof OrganizationSettingsSchema>;

const color = (field: ColorField, label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, M.colorInvalid(label))
    .superRefine((v, ctx) => {
      const verdict = judgeColor(field, v);
      if (verdict.level === 'fail') ctx.addIssue({ code: 'custom', message: verdict.message! });
    });

/** /branding/primary-color: the three colours, each refused when even large text fails WCAG AA on it. */
const colorFields = {
  primary_color: color('primary_color', 'Primary Color'),
  secondary_color: color('secondary_color', 'Secondary Color'),
  text_color: color('text_color', 'Text Color'),
};
export const ColorsInputSchema = z.strictObject(colorFields);
export type ColorsValues = z.input<typeof ColorsInputSchema>;
export const ColorsUpdateSchema = z.strictObject({ ...colorFields, ...stamp });

export const ColorsSettingsSchema = z.object({
  primary_color: z.string(),
  secondary_color: z.string(),
  text_color: z.string(),
  updated_at: z.string(),
});
export type ColorsSettings = z.infer<typeof ColorsSettingsSchema>;

export const SavedSchema = z.object({
  changed: z.boolean(),
  updated_at: z.string(),
  /** The contrast warnings of what was saved (only large text passes on these colours). */
  warnings: z.array(z.string()),
});

/** The public branding of spec 000 §3 for the learner site: published data only, images as absolute addresses. */
export const PublicBrandingSchema = z.object({
  org_code: z.string(),
  title: z.string(),
  website_title: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  text_color: z.string(),
  url_logo: z.string().nullable(),
  url_favicon: z.string().nullable(),
  url_subdomain: z.string().nullable(),
  url_domain: z.string().nullable(),
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }),
  updated_at: z.string(),
});
export type PublicBranding = z.infer<typeof PublicBrandingSchema>;

export const OrgCodeParamsSchema = z.object({ org_code: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/) });
export const PublicFileParamsSchema = OrgCodeParamsSchema.extend({ key: z.string().min(1).max(500) });
