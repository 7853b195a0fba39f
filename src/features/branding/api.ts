import { endpoint, endpoints } from '@/lib/endpoint';
import {
  ColorsSettingsSchema,
  ColorsUpdateSchema,
  OrgCodeParamsSchema,
  OrganizationSettingsSchema,
  OrganizationUpdateSchema,
  PublicBrandingSchema,
  PublicFileParamsSchema,
  SavedSchema,
} from './schemas';

const PUBLIC = '/api/public/organizations/:org_code';

/**
 * The branding area's calls for the organisation and colour screens (spec 000 leaves their paths unshown; ours,
 * docs/decisions/0126) and the learner site's public read of the organisation's branding (issue 31), bound in
 * server/http.ts.
 */
export const brandingApi = endpoints({
  organization: endpoint({
    method: 'GET',
    path: '/api/branding/organization',
    access: 'key',
    key: 'branding-organization',
    summary: "The organisation's titles, logo, favicon, learner-site and console hosts and contact details",
    response: OrganizationSettingsSchema,
  }),
  saveOrganization: endpoint({
    method: 'PUT',
    path: '/api/branding/organization',
    access: 'key',
    key: 'branding-organization',
    summary: 'Save them (the console host is unique across organisations; a stale updated_at is 409)',
    body: OrganizationUpdateSchema,
    response: SavedSchema,
  }),
  colors: endpoint({
    method: 'GET',
    path: '/api/branding/colors',
    access: 'key',
    key: 'branding-primary_color',
    summary: "The organisation's primary, secondary and text colours",
    response: ColorsSettingsSchema,
  }),
  saveColors: endpoint({
    method: 'PUT',
    path: '/api/branding/colors',
    access: 'key',
    key: 'branding-primary_color',
    summary: 'Save the colours: refused below WCAG 3:1 with the ratio; warnings where only large text passes (4.5:1)',
    body: ColorsUpdateSchema,
    response: SavedSchema,
  }),
  publicBranding: endpoint({
    method: 'GET',
    path: `${PUBLIC}/branding`,
    access: 'public',
    summary: "The learner site's read of an organisation's branding: no sign-in, ETag/304, CORS for its learner-site host",
    params: OrgCodeParamsSchema,
    response: PublicBrandingSchema,
  }),
  publicFile: endpoint({
    method: 'GET',
    path: `${PUBLIC}/files/:key(.+)`,
    access: 'public',
    summary: "The organisation's current logo or favicon as the learner site loads it (no other file)",
    params: PublicFileParamsSchema,
    raw: true,
  }),
});
