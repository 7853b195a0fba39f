import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, batchParticipants, files, sections, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { courseContents, courseExperts, coursePrerequisites, courses } from '@/db/schema/course';
import { providers } from '@/db/schema/provider';
import { certificateTemplates } from '@/db/schema/certificate';
import { readConditions } from '@/lib/content-settings';
import { declaredContents } from '@/features/contents';
import { idsWithResults } from '@/server/learner-results';
import type { CourseDetail } from '../schemas';
import { loadCourse } from './load-course';
import { allQueries } from '@/db/all-queries';

const day = (d: Date | null) => (d ? new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10) : null);

/** GET /cms/v2/course/{id}: the course with its three steps' values, sections and contents in order. */
export async function getCourse(options: { db: DbOrTx; organizationId: number; id: number }): Promise<CourseDetail> {
  const { db, organizationId, id } = options;
  const c = await loadCourse(db, organizationId, id);
  const [[extra], sectionRows, contentRows, experts, prerequisites, [{ participants }], withResults] = await allQueries(
    db,
    () =>
      db
        .select({
          category: categories.name,
          provider: providers.name,
          certificate: certificateTemplates.title,
          fileKey: files.storageKey,
          creator: users.fullName,
          startsAt: batches.startsAt,
          endsAt: batches.endsAt,
        })
        .from(courses)
        .innerJoin(batches, eq(batches.id, courses.batchId))
        .leftJoin(categories, eq(categories.id, courses.categoryId))
        .leftJoin(providers, eq(providers.id, courses.providerId))
        .leftJoin(certificateTemplates, eq(certificateTemplates.id, courses.certificateTemplateId))
        .leftJoin(files, eq(files.id, courses.thumbnailFileId))
        .leftJoin(users, eq(users.id, courses.createdBy))
        .where(eq(courses.id, id)),
    () => db.select().from(sections).where(eq(sections.moduleId, c.moduleId)).orderBy(asc(sections.position), asc(sections.id)),
    () => db.select().from(courseContents).where(eq(courseContents.courseId, id)).orderBy(asc(courseContents.position), asc(courseContents.id)),
    () =>
      db
        .select({ id: users.id, full_name: users.fullName })
        .from(courseExperts)
        .innerJoin(users, eq(users.id, courseExperts.userId))
        .where(eq(courseExperts.courseId, id))
        .orderBy(asc(users.fullName)),
    () =>
      db
        .select({ id: courses.id, title: courses.title })
        .from(coursePrerequisites)
        .innerJoin(courses, and(eq(courses.id, coursePrerequisites.prerequisiteId), eq(courses.organizationId, organizationId)))
        .where(eq(coursePrerequisites.courseId, id))
        .orderBy(asc(courses.title)),
    () => db.select({ participants: count() }).from(batchParticipants).where(eq(batchParticipants.batchId, c.batchId)),
    async () => idsWithResults(db, 'module', [c.moduleId], (await declaredContents()).resultTables()),
  );
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    category_id: c.categoryId,
    category: extra.category,
    level: c.level,
    thumbnail_default: c.thumbnailDefault,
    thumbnail_file_id: c.thumbnailFileId,
    thumbnail_url: extra.fileKey ? `/api/storage/files/${extra.fileKey}` : c.thumbnailDefault ? `/course-thumbnails/default-${c.thumbnailDefault}.svg` : null,
    status: c.status,
    confidentiality: c.confidentiality,
    provider_id: c.providerId,
    provider: extra.provider,
    instructional_model: c.instructionalModel as CourseDetail['instructional_model'],
    restricted: c.restricted,
    sections: sectionRows.map((s) => ({
      id: s.id,
      title: s.title,
      contents: contentRows
        .filter((x) => x.sectionId === s.id)
        .map((x) => ({
          id: x.id,
          content_type: x.contentType,
          ref_id: x.refId,
          title: x.title,
          settings: readConditions(x.settings),
          placement_id: x.placementId,
        })),
    })),
    access_period: c.accessPeriod,
    access_start: c.accessPeriod === 'limited' ? day(extra.startsAt) : null,
    access_end: c.accessPeriod === 'limited' ? day(extra.endsAt) : null,
    learning_order: c.learningOrder,
    achievement: c.achievement,
    badge_id: c.badgeId,
    certificate_template_id: c.certificateTemplateId,
    certificate_template: extra.certificate,
    experts,
    prerequisites,
    steps_done: c.stepsDone,
    batch_id: c.batchId,
    participants,
    created_by: extra.creator ? { full_name: extra.creator } : null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    can_delete: !withResults.has(c.moduleId),
  };
}
