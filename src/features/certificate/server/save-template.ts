import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { certificateAwards, certificateTemplates } from '@/db/schema/certificate';
import { courses } from '@/db/schema/course';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { TemplateUpdateSchema, TemplateValues } from '../schemas';
import { checkTemplate, loadTemplate, templateColumns, templateSnapshot } from './template-store';
import { templateMessages as M } from '../messages';

type Caller = { db: Db; organizationId: number; userId: number };

/** A new template; checked and audited in one transaction. */
export async function createTemplate(options: Caller & { input: TemplateValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkTemplate(tx, organizationId, input);
    const [row] = await tx
      .insert(certificateTemplates)
      .values({ organizationId, ...templateColumns(input), createdBy: userId, updatedBy: userId })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'certificate_template', entityId: row.id, after: templateSnapshot(row) });
    return { id: row.id };
  });
}

const versioned: Versioned<typeof certificateTemplates> = {
  table: certificateTemplates,
  entity: 'certificate_template',
  load: loadTemplate,
  snapshot: templateSnapshot,
};

/** PATCH: nothing changed answers `changed: false` and writes nothing; a stale updated_at is a 409. */
export async function updateTemplate(options: Caller & { id: number; input: z.output<typeof TemplateUpdateSchema> }) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: templateSnapshot(templateColumns(values)),
    changes: async (tx) => {
      await checkTemplate(tx, organizationId, values);
      return { ...templateColumns(values), updatedBy: userId };
    },
  });
  return { id, changed: result.changed, updated_at: result.updated_at };
}

/** Deletes a template no course awards (certificates already issued keep their PDF); audited with what it was. */
export async function deleteTemplate(options: Caller & { id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadTemplate(tx, organizationId, id);
    // The row lock makes a course being saved with this template meanwhile (its key-share lock) wait for us.
    await tx.select({ id: certificateTemplates.id }).from(certificateTemplates).where(eq(certificateTemplates.id, id)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(courses).where(eq(courses.certificateTemplateId, id));
    if (Number(n)) throw new AppError('CONFLICT', M.inUse(`${n} course${Number(n) > 1 ? 's' : ''}`), { title: M.deleteFailed });
    // A classroom's or a program's award (decision 0151) holds it the same way.
    const [{ a }] = await tx.select({ a: count() }).from(certificateAwards).where(eq(certificateAwards.templateId, id));
    if (Number(a)) throw new AppError('CONFLICT', M.inUse(`${a} classroom${Number(a) > 1 ? 's or programs' : ' or program'}`), { title: M.deleteFailed });
    await tx.delete(certificateTemplates).where(and(eq(certificateTemplates.id, id), eq(certificateTemplates.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'certificate_template', entityId: id, before: templateSnapshot(before) });
  });
}
