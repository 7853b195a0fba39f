import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { videos } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { quizzes } from '@/db/schema/quiz';
import { createCourseGeneral, updateCourseGeneral } from './server/save-general';
import { saveCourseContent } from './server/save-content';
import { saveCourseOther } from './server/save-other';
import { getCourse } from './server/get-course';

/**
 * The course area's demo content, all through the wizard's steps: the platform's demo courses (built before the
 * category tree, see src/db/seed/learning.ts) get their category and are published; a video course is published and
 * a draft stops after step 1, so the list shows a resumable draft.
 */
export async function seedCourses(tx: Tx, { org, people, learning }: SeedContext): Promise<void> {
  const caller = { db: tx as unknown as Db, organizationId: org.id, userId: people.admin.id };
  const names = ['Customer Service Excellence', 'Team Leadership', 'Workplace Safety', 'Data Literacy'];
  const cats = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.organizationId, org.id), inArray(categories.name, names)));
  const cat = (name: string) => cats.find((c) => c.name === name)?.id ?? null;

  // The platform's demo courses (built before the category tree) get their category and are published (step 1 on edit).
  const demos = [
    [learning.course.id, 'Customer Service Excellence'],
    [learning.managerCourse.id, 'Team Leadership'],
  ] as const;
  for (const [id, category] of demos) {
    const demo = await getCourse({ db: tx, organizationId: org.id, id });
    await updateCourseGeneral({
      ...caller,
      id: demo.id,
      input: {
        title: demo.title,
        description: demo.description,
        category_id: cat(category),
        level: demo.level,
        thumbnail_default: demo.thumbnail_default,
        thumbnail_file_id: null,
        status: 'published',
        confidentiality: demo.confidentiality,
        provider_id: null,
        instructional_model: demo.instructional_model,
      },
    });
  }

  const safetyVideos = await tx
    .select({ id: videos.id, title: videos.title })
    .from(videos)
    .where(and(eq(videos.organizationId, org.id), inArray(videos.title, ['Workplace Safety Basics', 'Fire Evacuation Drill', 'First Aid at Work'])));
  const safety = await createCourseGeneral({
    ...caller,
    input: {
      title: 'Workplace Safety Induction',
      description: '<p>The mandatory safety induction for every new employee: hazards, evacuation and first aid.</p>',
      category_id: cat('Workplace Safety'),
      level: 'fundamental',
      thumbnail_default: 4,
      thumbnail_file_id: null,
      status: 'published',
      confidentiality: 'public',
      provider_id: null,
      instructional_model: 'gagne',
    },
  });
  // The induction ends with the LIM 1 satisfaction survey, so its Feedback Detail has a question to show.
  const [survey] = await tx
    .select({ id: quizzes.id, title: quizzes.title })
    .from(quizzes)
    .where(and(eq(quizzes.organizationId, org.id), eq(quizzes.title, 'Training Satisfaction Survey')));
  await saveCourseContent({
    ...caller,
    id: safety.id,
    input: {
      restricted: false,
      sections: [
        {
          title: 'Before Your First Day',
          contents: safetyVideos.map((v) => ({
            content_type: 'video' as const,
            ref_id: v.id,
            title: v.title,
            settings: { required: true, min_minutes: 5, pass_grade: null },
          })),
        },
        ...(survey
          ? [
              {
                title: 'After the Induction',
                contents: [
                  { content_type: 'lim1' as const, ref_id: survey.id, title: survey.title, settings: { required: false, min_minutes: null, pass_grade: null } },
                ],
              },
            ]
          : []),
      ],
    },
  });
  await saveCourseOther({
    ...caller,
    id: safety.id,
    input: {
      access_period: 'unlimited',
      access_start: null,
      access_end: null,
      learning_order: 'sequential',
      achievement: 'none',
      badge_id: null,
      certificate_template_id: null,
      expert_ids: [],
      prerequisite_ids: [],
    },
  });

  await createCourseGeneral({
    ...caller,
    input: {
      title: 'Data Storytelling for Managers (draft)',
      description: '<p>Turning numbers into decisions.</p>',
      category_id: cat('Data Literacy'),
      level: 'intermediate',
      thumbnail_default: 5,
      thumbnail_file_id: null,
      status: 'draft',
      confidentiality: 'private',
      provider_id: null,
      instructional_model: null,
    },
  });
}
