import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { certificateTemplates, certificateThemes } from '@/db/schema/certificate';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { themeMessages as M } from '../messages';
import type { ThemeUpdateSchema, ThemeValues } from '../schemas';
import { checkTheme, loadTheme, themeColumns, themeSnapshot } from './theme-store';

type Caller = { db: Db; organizationId: number; userId: number };

/** A new theme; checked and audited in one transaction. */
export async function createTheme(options: Caller & { input: ThemeValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkTheme(tx, organizationId, input);
    const [row] = await tx
      .insert(certificateThemes)
      .values({ organizationId, ...themeColumns(input), createdBy: userId, updatedBy: userId })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'certificate_theme', entityId: row.id, after: themeSnapshot(row) });
    return { id: row.id };
  });
}

const versioned: Versioned<typeof certificateThemes> = { table: certificateThemes, entity: 'certificate_theme', load: loadTheme, snapshot: themeSnapshot };

/** PATCH: nothing changed answers `changed: false` and writes nothing; a stale updated_at is a 409. */
export async function updateTheme(options: Caller & { id: number; input: z.output<typeof ThemeUpdateSchema> }) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: themeSnapshot(themeColumns(values)),
    changes: async (tx) => {
      await checkTheme(tx, organizationId, values);
      return { ...themeColumns(values), updatedBy: userId };
    },
  });
  return { id, changed: result.changed, updated_at: result.updated_at };
}

/** PostgreSQL's foreign_key_violation, on the error or on what drizzle wrapped. */
const restricted = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
};

/** Deletes a theme no template uses; otherwise 409 saying how many do (the row's can_delete). */
export async function deleteTheme(options: Caller & { id: number }) {
  const { db, organizationId, userId, id } = options;
  const refused = (what: string) => new AppError('CONFLICT', M.inUse(what), { title: M.deleteFailed });
  try {
    await db.transaction(async (tx) => {
      const before = await loadTheme(tx, organizationId, id);
      // The row lock makes a template being saved with this theme meanwhile (its key-share lock) wait for us.
      await tx.select({ id: certificateThemes.id }).from(certificateThemes).where(eq(certificateThemes.id, id)).for('update');
      const [{ n }] = await tx.select({ n: count() }).from(certificateTemplates).where(eq(certificateTemplates.themeId, id));
      if (Number(n)) throw refused(`${n} certificate template${Number(n) > 1 ? 's' : ''}`);
      await tx.delete(certificateThemes).where(and(eq(certificateThemes.id, id), eq(certificateThemes.organizationId, organizationId)));
      await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'certificate_theme', entityId: id, before: themeSnapshot(before) });
    });
  } catch (err) {
    // The foreign key is the last word: a template the count did not see still refuses the delete.
    if (restricted(err)) throw refused('a certificate template');
    throw err;
  }
}
