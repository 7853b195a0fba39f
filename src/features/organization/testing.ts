import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';

type NewOrganization = typeof organizations.$inferInsert;
let seq = 0;

function buildOrganization(overrides: Partial<NewOrganization> = {}): NewOrganization {
  seq += 1;
  const code = overrides.orgCode ?? `ORG${seq}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  return {
    orgCode: code,
    title: `Organization ${code}`,
    websiteTitle: `Learning ${code}`,
    primaryColor: '#1f6feb',
    secondaryColor: '#0b3d91',
    textColor: '#1f2328',
    urlFavicon: '/favicon.svg',
    urlLogo: '/logo.svg',
    urlSubdomain: null,
    urlDomain: null,
    isDefault: false,
    loginStyle: {},
    features: {},
    ...overrides,
  };
}

export async function insertOrganization(db: DbOrTx, overrides: Partial<NewOrganization> = {}) {
  const [row] = await db.insert(organizations).values(buildOrganization(overrides)).returning();
  return row;
}
