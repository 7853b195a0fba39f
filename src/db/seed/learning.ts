import type { Db, Tx } from '../client';
import type { Organization, User } from '../schema';
import type { ContentSettings, CourseGeneral } from '@/features/course/schemas';
import { addCourseContent } from '@/features/course/server/add-content';
import { inviteUsers } from '@/features/course/server/participants';
import { createCourseGeneral } from '@/features/course/server/save-general';
import { saveCourseContent } from '@/features/course/server/save-content';
import { saveCourseOther } from '@/features/course/server/save-other';
import { buildDemoClassroom } from './demo-classroom';

// The learning structure (modules, batches, days, sections, schedules, placements) belongs to the platform (the
// shell area's migrations), not to one area. The demo's is built here through the course and classroom wizards'
// own use cases (issue 17, docs/decisions/0094 and 0097); tests build theirs with the builders of src/db/testing.ts.

export interface SeedPeople {
  admin: User;
  editor: User;
  restricted: User;
  learners: User[];
}

/**
 * The demo's learning structure: the demo organisation's classroom and its two courses, built through the wizards'
 * steps, with their participants invited as an administrator invites them. The areas' seeds place their content in
 * them (src/db/seed/areas.ts).
 */
export async function seedLearning(tx: Tx, ctx: { org: Organization; people: SeedPeople }): Promise<{ learning: SeededLearning }> {
  return { learning: await buildLearning(tx, ctx.org, ctx.people, new Date()) };
}

async function buildLearning(tx: Tx, org: Organization, people: SeedPeople, now: Date) {
  const active = people.learners.filter((l) => l.status === 'active');
  const classroom = await buildDemoClassroom(tx, org, people, now);
  const course = await buildDemoCourse(tx, org, people, {
    general: {
      title: 'Customer Service Excellence',
      description: '<p>Complaint handling, service recovery and customer empathy for front-line staff.</p>',
      level: 'fundamental',
      thumbnail_default: 2,
      instructional_model: 'addie',
    },
    sectionTitle: 'Module 3 - Handling Complaints',
    access: ['2026-01-01', '2026-12-31'],
    experts: [people.editor.id],
    participants: active.slice(0, 30),
  });
  // The first-line managers' course: the group assignment and the performance quiz are placed here.
  const managerCourse = await buildDemoCourse(tx, org, people, {
    general: {
      title: 'New Manager Essentials',
      description: '<p>The first six months as a people manager: setting goals, running one-on-ones, coaching your team and handling underperformance.</p>',
      level: 'developing',
      thumbnail_default: 3,
      instructional_model: 'blended_70_20_10',
    },
    sectionTitle: 'Module 1 - Managing Performance',
    access: ['2026-09-01', '2027-02-28'],
    experts: [people.editor.id, people.restricted.id, people.admin.id],
    participants: active.slice(10, 26),
  });
  return { classroom, course, managerCourse };
}

export type SeededLearning = Awaited<ReturnType<typeof buildLearning>>;

interface DemoCourse {
  general: Pick<CourseGeneral, 'title' | 'description' | 'level' | 'thumbnail_default' | 'instructional_model'>;
  sectionTitle: string;
  /** The access period, whole Jakarta days. */
  access: [start: string, end: string];
  experts: number[];
  participants: User[];
}

/**
 * A demo course, built through the course wizard's own steps (issue 17): its general values (the category and
 * publication follow in the course area's seed, once the category tree exists), one section, the access period and
 * experts, then its participants invited through the Participants tab's invitation (they stay invited: the console
 * has no step that confirms a course participant, docs/decisions/0097). The quiz, presence and assignment seeds
 * place their items in it with `place`, which goes through the content step, so no placement exists that an admin
 * could not have made.
 */
async function buildDemoCourse(tx: Tx, org: Organization, people: SeedPeople, spec: DemoCourse) {
  const caller = { db: tx as unknown as Db, organizationId: org.id, userId: people.admin.id };
  const { sectionTitle } = spec;
  const { id } = await createCourseGeneral({
    ...caller,
    input: { ...spec.general, category_id: null, thumbnail_file_id: null, status: 'draft', confidentiality: 'public', provider_id: null },
  });
  await saveCourseContent({ ...caller, id, input: { restricted: false, sections: [{ title: sectionTitle, contents: [] }] } });
  await saveCourseOther({
    ...caller,
    id,
    input: {
      access_period: 'limited',
      access_start: spec.access[0],
      access_end: spec.access[1],
      learning_order: 'sequential',
      achievement: 'none',
      badge_id: null,
      certificate_template_id: null,
      expert_ids: spec.experts,
      prerequisite_ids: [],
    },
  });
  await inviteUsers({ ...caller, id, by: 'user', ids: spec.participants.map((u) => u.id) });
  /** Places an item in the course's section through the content step; answers its placement (the relation_id). */
  const place = async (db: Tx, content: { content_type: string; ref_id: number; title: string; settings?: Partial<ContentSettings> }) => {
    const added = await addCourseContent({ ...caller, db: db as unknown as Db, id, sectionTitle, content });
    return { id: added.placementId! };
  };
  return { id, place };
}
