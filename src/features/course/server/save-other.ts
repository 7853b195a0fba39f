import { and, eq, inArray } from 'drizzle-orm';
import { badges, batches, batchStaff, users } from '@/db/schema';
import { courseExperts, coursePrerequisites, courses } from '@/db/schema/course';
import { certificateTemplates } from '@/db/schema/certificate';
import { courseMessages as M } from '../messages';
import type { CourseOtherValues, StepSaved } from '../schemas';
import { invalid } from './load-course';
import { saveStep, type StepOptions } from './save-step';

/** The enrolment batch's title names the access period: "Self-paced", or "Self-paced 2026" (2026–2027 across years). */
function accessTitle(start: string | null, end: string | null): string {
  if (!start || !end) return 'Self-paced';
  const [a, b] = [start.slice(0, 4), end.slice(0, 4)];
  return a === b ? `Self-paced ${a}` : `Self-paced ${a}–${b}`;
}

const startOf = (d: string | null) => (d ? new Date(`${d}T00:00:00+07:00`) : null);
const endOf = (d: string | null) => (d ? new Date(`${d}T23:59:59.999+07:00`) : null);

/**
 * Step 3, Others (POST /cms/v2/course-other and PATCH /{id}), in one transaction: the access period (the enrolment
 * batch's dates, whole days in Asia/Jakarta), learning order, achievement (a badge, or a course certificate
 * template), experts and prerequisites, each checked to be the organisation's.
 */
export async function saveCourseOther(options: StepOptions<CourseOtherValues>): Promise<StepSaved> {
  const { organizationId, id, input } = options;
  return saveStep(options, 3, async (tx, course) => {
    if (input.achievement === 'badge' && input.badge_id) {
      const [badge] = await tx
        .select({ id: badges.id })
        .from(badges)
        .where(and(eq(badges.id, input.badge_id), eq(badges.organizationId, organizationId)));
      if (!badge) throw invalid('badge_id', M.badgeUnknown);
    }
    if (input.achievement === 'certificate' && input.certificate_template_id) {
      // Type 2: the course templates (spec 002 §3).
      const [template] = await tx
        .select({ id: certificateTemplates.id })
        .from(certificateTemplates)
        .where(
          and(
            eq(certificateTemplates.id, input.certificate_template_id),
            eq(certificateTemplates.organizationId, organizationId),
            eq(certificateTemplates.type, 2),
          ),
        );
      if (!template) throw invalid('certificate_template_id', M.certificateUnknown);
    }
    const expertIds = [...new Set(input.expert_ids)];
    if (expertIds.length) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), inArray(users.id, expertIds)));
      if (found.length !== expertIds.length) throw invalid('expert_ids', M.expertUnknown);
    }
    const prerequisiteIds = [...new Set(input.prerequisite_ids)];
    if (prerequisiteIds.includes(id)) throw invalid('prerequisite_ids', M.prerequisiteSelf);
    if (prerequisiteIds.length) {
      const found = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.organizationId, organizationId), inArray(courses.id, prerequisiteIds)));
      if (found.length !== prerequisiteIds.length) throw invalid('prerequisite_ids', M.prerequisiteUnknown);
    }
    const limited = input.access_period === 'limited';
    await tx
      .update(batches)
      .set({
        title: limited ? accessTitle(input.access_start, input.access_end) : 'Self-paced',
        startsAt: limited ? startOf(input.access_start) : null,
        endsAt: limited ? endOf(input.access_end) : null,
      })
      .where(eq(batches.id, course.batchId));
    await tx.delete(courseExperts).where(eq(courseExperts.courseId, id));
    if (expertIds.length) await tx.insert(courseExperts).values(expertIds.map((userId) => ({ courseId: id, userId })));
    // The enrolment batch's experts are what the quiz and assignment reports name in their headers.
    await tx.delete(batchStaff).where(and(eq(batchStaff.batchId, course.batchId), eq(batchStaff.role, 'expert')));
    if (expertIds.length) await tx.insert(batchStaff).values(expertIds.map((userId) => ({ batchId: course.batchId, userId, role: 'expert' as const })));
    await tx.delete(coursePrerequisites).where(eq(coursePrerequisites.courseId, id));
    if (prerequisiteIds.length) await tx.insert(coursePrerequisites).values(prerequisiteIds.map((prerequisiteId) => ({ courseId: id, prerequisiteId })));
    return {
      set: {
        accessPeriod: input.access_period,
        learningOrder: input.learning_order,
        achievement: input.achievement,
        badgeId: input.achievement === 'badge' ? input.badge_id : null,
        certificateTemplateId: input.achievement === 'certificate' ? input.certificate_template_id : null,
      },
      audit: { step: 'other', ...input },
    };
  });
}
