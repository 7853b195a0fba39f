import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { organizations, type Organization } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { judgeColors } from '../contrast';
import { brandingMessages as M } from '../messages';
import type { ColorsSettings, ColorsUpdateSchema } from '../schemas';
import { saveOrganizationRow } from './save-organization-row';

const colorsOf = (org: Organization) => ({ primary_color: org.primaryColor, secondary_color: org.secondaryColor, text_color: org.textColor });

/** GET /api/branding/colors: what /branding/primary-color edits. */
export async function getColors(options: { db: DbOrTx; organizationId: number }): Promise<ColorsSettings> {
  const [org] = await options.db.select().from(organizations).where(eq(organizations.id, options.organizationId));
  if (!org) throw new AppError('NOT_FOUND', M.organizationNotFound);
  return { ...colorsOf(org), updated_at: org.updatedAt.toISOString() };
}

/**
 * PUT /api/branding/colors. The schema has refused a colour on which even large text fails WCAG AA (below 3:1, the
 * ratio in the message); a colour on which only large text passes is saved, and its warning is answered. The console
 * shows the new colours from the next page on (src/components/Theme.astro reads the organisation's row).
 */
export async function saveColors(options: { db: DbOrTx; organizationId: number; userId: number; input: z.output<typeof ColorsUpdateSchema> }) {
  const { updated_at: startedFrom, ...next } = options.input;
  const saved = await saveOrganizationRow({
    ...options,
    entity: 'branding-colors',
    startedFrom,
    next,
    snapshot: (_tx, org) => colorsOf(org),
    write: async () => ({ primaryColor: next.primary_color, secondaryColor: next.secondary_color, textColor: next.text_color }),
  });
  const warnings = judgeColors(next).flatMap((v) => (v.level === 'large' && v.message ? [v.message] : []));
  return { ...saved, warnings };
}
