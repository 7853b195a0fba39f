import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { sitePages, sitePageVersions, type SitePageKind } from '@/db/schema/branding';
import { categories } from '@/db/schema/category';
import { writeAudit } from '@/server/audit';
import { isOwnImage } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { sitePageMessages as P } from '../messages';
import { forgetPublicReads } from './public-reads';
import { sectionSchema, type SitePage } from '../site-schemas';
import { completePage, sectionOf, type FieldDef, type PageContent, type SectionValue } from '../site-sections';

type Tx = Parameters<Parameters<DbOrTx['transaction']>[0]>[0];
type Who = { db: DbOrTx; organizationId: number };

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });
const stamp = (d: Date) => d.toISOString();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The page's row, made (with every section's initial values) when the page was never edited, and locked. */
async function lockedPage(tx: Tx, organizationId: number, page: SitePageKind) {
  await tx
    .insert(sitePages)
    .values({ organizationId, page, draft: completePage(page, null) })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.organizationId, organizationId), eq(sitePages.page, page)))
    .for('update');
  return row;
}

/** GET /api/branding/{page}: the draft with every section, the published version and every version kept (newest first). */
export async function getSitePage({ db, organizationId, page }: Who & { page: SitePageKind }): Promise<SitePage> {
  const [[row], versions] = await Promise.all([
    db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.organizationId, organizationId), eq(sitePages.page, page))),
    db
      .select({ version: sitePageVersions.version, publishedAt: sitePageVersions.publishedAt, by: users.fullName })
      .from(sitePageVersions)
      .leftJoin(users, eq(users.id, sitePageVersions.publishedBy))
      .where(and(eq(sitePageVersions.organizationId, organizationId), eq(sitePageVersions.page, page)))
      .orderBy(desc(sitePageVersions.version)),
  ]);
  const draft = completePage(page, row?.draft);
  return {
    page,
    draft,
    updated_at: row ? stamp(row.draftUpdatedAt) : '',
    published_version: row?.publishedVersion ?? null,
    published_at: row?.publishedAt ? stamp(row.publishedAt) : null,
    unpublished_changes: !row?.published || !same(completePage(page, row.published), draft),
    versions: versions.map((v) => ({ version: v.version, published_at: stamp(v.publishedAt), published_by: v.by })),
  };
}

/** The pictures and categories a section names that it did not name before must be the organisation's own. */
async function checkReferences(tx: Tx, organizationId: number, fields: FieldDef[], next: Record<string, unknown>, before: string, at: string) {
  for (const f of fields) {
    const value = next[f.name];
    if (f.kind === 'image' && typeof value === 'string' && value && !before.includes(JSON.stringify(value)) && !(await isOwnImage(tx, organizationId, value))) {
      throw invalid(at + f.name, `The ${f.label.toLowerCase()} must be an uploaded JPG or PNG image.`);
    }
    if (f.kind === 'categories' && Array.isArray(value) && value.length) {
      const ids = value as number[];
      const found = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.organizationId, organizationId), inArray(categories.id, ids)));
      if (found.length !== new Set(ids).size) throw invalid(at + f.name, P.categoryNotFound);
    }
  }
}

/**
 * PUT /api/branding/{page}/sections/{section}: one section of the draft, parsed by its own schema, in one transaction
 * with the page's row locked; a stale stamp is a 409 and a save that changes nothing writes nothing.
 */
export async function saveSection(options: Who & { userId: number; page: SitePageKind; section: string; content: unknown; updatedAt: string }) {
  const { organizationId, page } = options;
  const def = sectionOf(page, options.section);
  if (!def) throw new AppError('NOT_FOUND', P.sectionNotFound);
  const parsed = sectionSchema(def).safeParse(options.content);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    throw new AppError('VALIDATION', details[0].message, { details });
  }
  const next = parsed.data as SectionValue;
  return options.db.transaction(async (tx) => {
    const row = await lockedPage(tx, organizationId, page);
    if (options.updatedAt && options.updatedAt !== stamp(row.draftUpdatedAt)) throw new AppError('CONFLICT', P.stale);
    const draft = completePage(page, row.draft);
    const before = draft[def.slug];
    if (same(before, next)) return { changed: false, updated_at: stamp(row.draftUpdatedAt) };
    const beforeText = JSON.stringify(before);
    await checkReferences(tx, organizationId, def.fields, next, beforeText, '');
    for (const [i, item] of (next.items ?? []).entries()) await checkReferences(tx, organizationId, def.items!.fields, item, beforeText, `items.${i}.`);
    const [saved] = await tx
      .update(sitePages)
      .set({ draft: { ...draft, [def.slug]: next }, draftUpdatedAt: new Date() })
      .where(and(eq(sitePages.organizationId, organizationId), eq(sitePages.page, page)))
      .returning({ at: sitePages.draftUpdatedAt });
    await writeAudit(tx, {
      organizationId,
      userId: options.userId,
      action: 'update',
      entity: `branding-${page}-page`,
      entityId: def.slug,
      before,
      after: next,
    });
    return { changed: true, updated_at: stamp(saved.at) };
  });
}

/**
 * POST /api/branding/{page}/publish: the draft becomes the next version, kept, and what the learner site reads, in one
 * transaction (the learner site sees the old version or the new one, never a mix). Publishing what is already
 * published is refused; a stale stamp is a 409.
 */
export async function publishSitePage(options: Who & { userId: number; page: SitePageKind; updatedAt: string }) {
  const { organizationId, page } = options;
  const published = await options.db.transaction(async (tx) => {
    const row = await lockedPage(tx, organizationId, page);
    if (options.updatedAt && options.updatedAt !== stamp(row.draftUpdatedAt)) throw new AppError('CONFLICT', P.stale);
    const content = completePage(page, row.draft);
    if (row.published && same(completePage(page, row.published), content)) throw new AppError('VALIDATION', P.nothingToPublish);
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${sitePageVersions.version}), 0)::int` })
      .from(sitePageVersions)
      .where(and(eq(sitePageVersions.organizationId, organizationId), eq(sitePageVersions.page, page)));
    const version = Number(last) + 1;
    const now = new Date();
    await tx.insert(sitePageVersions).values({ organizationId, page, version, content, publishedAt: now, publishedBy: options.userId });
    await tx
      .update(sitePages)
      .set({ published: content, publishedVersion: version, publishedAt: now })
      .where(and(eq(sitePages.organizationId, organizationId), eq(sitePages.page, page)));
    await writeAudit(tx, { organizationId, userId: options.userId, action: 'publish', entity: `branding-${page}-page`, entityId: version, after: { version } });
    return { version, updated_at: stamp(row.draftUpdatedAt) };
  });
  // Committed: the learner site's next read of the page is the new version (docs/decisions/0137).
  forgetPublicReads();
  return published;
}

/** POST /api/branding/{page}/versions/{version}/restore: a kept version becomes the draft again (the learner site is unchanged until published). */
export async function restoreSitePageVersion(options: Who & { userId: number; page: SitePageKind; version: number }) {
  const { organizationId, page } = options;
  return options.db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ content: sitePageVersions.content })
      .from(sitePageVersions)
      .where(and(eq(sitePageVersions.organizationId, organizationId), eq(sitePageVersions.page, page), eq(sitePageVersions.version, options.version)));
    if (!kept) throw new AppError('NOT_FOUND', P.versionNotFound);
    await lockedPage(tx, organizationId, page);
    const [saved] = await tx
      .update(sitePages)
      .set({ draft: completePage(page, kept.content), draftUpdatedAt: new Date() })
      .where(and(eq(sitePages.organizationId, organizationId), eq(sitePages.page, page)))
      .returning({ at: sitePages.draftUpdatedAt });
    await writeAudit(tx, { organizationId, userId: options.userId, action: 'restore', entity: `branding-${page}-page`, entityId: options.version });
    return { changed: true, updated_at: stamp(saved.at) };
  });
}

/** The draft as the preview renders it (every section, hidden ones marked). */
export async function draftOf({ db, organizationId, page }: Who & { page: SitePageKind }): Promise<PageContent> {
  const [row] = await db
    .select({ draft: sitePages.draft })
    .from(sitePages)
    .where(and(eq(sitePages.organizationId, organizationId), eq(sitePages.page, page)));
  return completePage(page, row?.draft);
}
