import { z } from 'zod';

/** Organisation configuration of spec 000 §3, as the API speaks it. */
export const OrgConfigSchema = z.object({
  org_code: z.string(),
  title: z.string(),
  website_title: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  text_color: z.string(),
  url_favicon: z.string().nullable(),
  url_logo: z.string().nullable(),
  url_subdomain: z.string().nullable(),
  url_domain: z.string().nullable(),
});
export type OrgConfig = z.infer<typeof OrgConfigSchema>;

export const LoginStyleSchema = z.object({ configs: z.record(z.string(), z.string()) });
export type LoginStyle = z.infer<typeof LoginStyleSchema>;

export { OrgCodeSchema } from '@/lib/org-code';
