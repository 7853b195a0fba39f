import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { learningModules } from '@/db/schema';
import { certificateAwards, certificateTemplates } from '@/db/schema/certificate';
import { programs } from '@/db/schema/program';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { awardMessages as M } from '../messages';
import type { AwardedKind, AwardInput } from '../schemas';

/** The template type each awarded content takes (spec 002 §4: program 3, classroom 24). */
const TYPE: Record<AwardedKind, number> = { classroom: 24, program: 3 };

type Scope = { db: DbOrTx; organizationId: number; kind: AwardedKind; id: number };

/** The content's learning module and title: a classroom's id is its module's; a program has its own id. */
async function moduleOf({ db, organizationId, kind, id }: Scope): Promise<{ moduleId: number; title: string }> {
  const [found] =
    kind === 'classroom'
      ? await db
          .select({ moduleId: learningModules.id, title: learningModules.title })
          .from(learningModules)
          .where(and(eq(learningModules.id, id), eq(learningModules.organizationId, organizationId), eq(learningModules.moduleType, 'classroom')))
      : await db
          .select({ moduleId: programs.moduleId, title: programs.title })
          .from(programs)
          .where(and(eq(programs.id, id), eq(programs.organizationId, organizationId)));
  if (!found) throw new AppError('NOT_FOUND', M.contentNotFound[kind]);
  return found;
}

/**
 * GET /api/certificates/awards/{classroom|program}/{id}: the certificate template completing the classroom (any of
 * its batches) or a batch of the program awards, or null when its achievement is not a certificate (decision 0151).
 */
export async function getAward(scope: Scope) {
  const { moduleId } = await moduleOf(scope);
  const [row] = await scope.db
    .select({ id: certificateTemplates.id, title: certificateTemplates.title })
    .from(certificateAwards)
    .innerJoin(certificateTemplates, eq(certificateTemplates.id, certificateAwards.templateId))
    .where(eq(certificateAwards.moduleId, moduleId));
  return { template: row ?? null };
}

/**
 * PUT /api/certificates/awards/{classroom|program}/{id}: sets (a template of the organisation, of the content's type)
 * or clears (null) what completing it awards; audited. Certificates already issued stay as they are.
 */
export async function setAward(options: { db: Db; organizationId: number; userId: number; kind: AwardedKind; id: number; input: AwardInput }) {
  const { db, organizationId, userId, kind, id, input } = options;
  return db.transaction(async (tx) => {
    const { moduleId } = await moduleOf({ db: tx, organizationId, kind, id });
    const [before] = await tx.select().from(certificateAwards).where(eq(certificateAwards.moduleId, moduleId)).for('update');
    if (input.template_id === null) await tx.delete(certificateAwards).where(eq(certificateAwards.moduleId, moduleId));
    else {
      // Key-share lock: the template cannot be deleted while this award is written (its delete counts awards).
      const [template] = await tx
        .select({ type: certificateTemplates.type })
        .from(certificateTemplates)
        .where(and(eq(certificateTemplates.id, input.template_id), eq(certificateTemplates.organizationId, organizationId)))
        .for('key share');
      if (!template || template.type !== TYPE[kind]) {
        throw new AppError('VALIDATION', M.templateInvalid[kind], { details: [{ field: 'template_id', message: M.templateInvalid[kind] }] });
      }
      const values = { templateId: input.template_id, updatedBy: userId, updatedAt: new Date() };
      await tx
        .insert(certificateAwards)
        .values({ moduleId, organizationId, ...values })
        .onConflictDoUpdate({ target: certificateAwards.moduleId, set: values });
    }
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'award',
      entity: kind,
      entityId: id,
      before: { certificate_template_id: before?.templateId ?? null },
      after: { certificate_template_id: input.template_id },
    });
    return getAward({ db: tx, organizationId, kind, id });
  });
}

/** The organisation's templates a classroom or a program may award (its type), by title: the award card's choices. */
export async function awardChoices(options: { db: DbOrTx; organizationId: number; kind: AwardedKind }) {
  const { db, organizationId, kind } = options;
  return db
    .select({ id: certificateTemplates.id, title: certificateTemplates.title })
    .from(certificateTemplates)
    .where(and(eq(certificateTemplates.organizationId, organizationId), eq(certificateTemplates.type, TYPE[kind])))
    .orderBy(asc(certificateTemplates.title), asc(certificateTemplates.id))
    .limit(1000);
}
