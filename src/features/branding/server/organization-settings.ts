import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { organizations, type Organization } from '@/db/schema';
import { organizationContacts } from '@/db/schema/branding';
import { isUniqueViolation } from '@/server/db-errors';
import { isOwnImage } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { brandingMessages as M } from '../messages';
import type { OrganizationSettings, OrganizationUpdateSchema } from '../schemas';
import { saveOrganizationRow } from './save-organization-row';

type Contacts = { email: string; phone: string; address: string };
const NO_CONTACTS: Contacts = { email: '', phone: '', address: '' };

/** The console's own pictures (public/), which every organisation may show until it uploads its own. */
const SHIPPED = new Set(['/logo.svg', '/favicon.svg']);

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

async function contactsOf(db: DbOrTx, organizationId: number): Promise<Contacts> {
  const [row] = await db
    .select({ email: organizationContacts.email, phone: organizationContacts.phone, address: organizationContacts.address })
    .from(organizationContacts)
    .where(eq(organizationContacts.organizationId, organizationId));
  return row ?? NO_CONTACTS;
}

function valuesOf(org: Organization, contacts: Contacts): Omit<OrganizationSettings, 'org_code' | 'updated_at'> {
  return {
    title: org.title,
    website_title: org.websiteTitle,
    url_logo: org.urlLogo,
    url_favicon: org.urlFavicon,
    url_subdomain: org.urlSubdomain,
    url_domain: org.urlDomain,
    contact_email: contacts.email,
    contact_phone: contacts.phone,
    contact_address: contacts.address,
  };
}

/** GET /api/branding/organization: what /branding/organization edits. */
export async function getOrganizationSettings(options: { db: DbOrTx; organizationId: number }): Promise<OrganizationSettings> {
  const [org] = await options.db.select().from(organizations).where(eq(organizations.id, options.organizationId));
  if (!org) throw new AppError('NOT_FOUND', M.organizationNotFound);
  return { ...valuesOf(org, await contactsOf(options.db, org.id)), org_code: org.orgCode, updated_at: org.updatedAt.toISOString() };
}

const consoleHostTaken = () => invalid('url_domain', M.consoleHostTaken);

/**
 * PUT /api/branding/organization. A new logo or favicon must be a JPG or PNG uploaded for this organisation (the
 * upload judged its bytes); the console's own /logo.svg and /favicon.svg may be
 * chosen too. The console host is unique across
 * organisations, as it is what selects the organisation of a request (docs/decisions/0105).
 */
export async function saveOrganizationSettings(options: {
  db: DbOrTx;
  organizationId: number;
  userId: number;
  input: z.output<typeof OrganizationUpdateSchema>;
}): Promise<{ changed: boolean; updated_at: string; warnings: string[] }> {
  const { organizationId } = options;
  const { updated_at: startedFrom, ...next } = options.input;
  try {
    const saved = await saveOrganizationRow({
      ...options,
      entity: 'branding-organization',
      startedFrom,
      next,
      snapshot: async (tx, org) => valuesOf(org, await contactsOf(tx, org.id)),
      write: async (tx, before) => {
        for (const [field, label, url, old] of [
          ['url_logo', 'Logo', next.url_logo, before.urlLogo],
          ['url_favicon', 'Favicon', next.url_favicon, before.urlFavicon],
        ] as const) {
          if (url && url !== old && !SHIPPED.has(url) && !(await isOwnImage(tx, organizationId, url))) throw invalid(field, M.imageNotOwn(label));
        }
        if (next.url_domain && next.url_domain !== before.urlDomain) {
          const [other] = await tx
            .select({ id: organizations.id })
            .from(organizations)
            .where(and(eq(organizations.urlDomain, next.url_domain), ne(organizations.id, organizationId)));
          if (other) throw consoleHostTaken();
        }
        const contacts = { email: next.contact_email, phone: next.contact_phone, address: next.contact_address };
        await tx
          .insert(organizationContacts)
          .values({ organizationId, ...contacts })
          .onConflictDoUpdate({ target: organizationContacts.organizationId, set: { ...contacts, updatedAt: new Date() } });
        return {
          title: next.title,
          websiteTitle: next.website_title,
          urlLogo: next.url_logo,
          urlFavicon: next.url_favicon,
          urlSubdomain: next.url_subdomain,
          urlDomain: next.url_domain,
        };
      },
    });
    return { ...saved, warnings: [] };
  } catch (err) {
    // Two organisations claiming the same host at once: the unique constraint decides.
    if (isUniqueViolation(err)) throw consoleHostTaken();
    throw err;
  }
}
