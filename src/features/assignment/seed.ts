import type { Tx } from '@/db/client';
import { assignmentResults, type SubmittedFile } from '@/db/schema/assignment';
import type { SeedContext } from '@/db/seed/context';
import { insertAssignment, insertGroup, pdfBytes, solidPng } from './testing';
import { storeFile } from '@/server/storage/store-file';

const DAY = 86_400_000;
const POLICY = { kinds: ['pdf', 'png'] as ('pdf' | 'png')[], maxBytes: 5 * 1024 * 1024 };

/** The assignment area's demo content: individual and group assignments placed in seeded batches, with real submissions. */
export async function seedAssignments(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people, learning } = ctx;
  const now = Date.now();
  const organization = { id: org.id, orgCode: org.orgCode };
  const upload = async (userId: number, name: string, bytes: Buffer): Promise<SubmittedFile> => {
    const s = await storeFile({ db: tx, organization, userId, folder: 'assignments', name, bytes, policy: POLICY });
    return { url: s.full_path, type: s.mime_type, size: s.size, name: s.name };
  };
  const reflection = await insertAssignment(tx, {
    organizationId: org.id,
    title: 'Leadership Reflection Essay',
    instruction:
      '<p>Write a <strong>two-page reflection</strong> on a leadership moment from the last month: what happened, what you did and what you would do differently.</p>',
    allowedUploadExtensions: { documents: ['pdf', 'docx', 'png'], videos: [], audios: [], others: [] },
    createdBy: people.admin.id,
    createdAt: new Date(now - 20 * DAY),
    updatedAt: new Date(now - 18 * DAY),
  });
  const coachingPlan = await insertAssignment(tx, {
    organizationId: org.id,
    title: 'Team Coaching Plan',
    instruction: '<p>As a group, prepare a coaching plan for one of your direct reports. Upload the plan as PDF.</p>',
    assignmentType: 'group',
    allowedUploadExtensions: { documents: ['pdf', 'pptx'], videos: ['mp4'], audios: [], others: ['zip'] },
    createdBy: people.admin.id,
    createdAt: new Date(now - 15 * DAY),
    updatedAt: new Date(now - 12 * DAY),
  });
  const caseNotes = await insertAssignment(tx, {
    organizationId: org.id,
    title: 'Complaint Handling Case Notes',
    instruction: '<p>Answer the three questions of the case in the text box. No upload is needed.</p>',
    gradingStatus: 'ungraded',
    uploadCondition: 'disallowed',
    submitCondition: 'no_resubmit',
    allowedUploadExtensions: { documents: [], videos: [], audios: [], others: [] },
    createdBy: people.editor.id,
    createdAt: new Date(now - 9 * DAY),
    updatedAt: new Date(now - 9 * DAY),
  });
  await insertAssignment(tx, {
    organizationId: org.id,
    title: 'Sales Dashboard Project',
    instruction: "<p>Build a Power BI dashboard of last quarter's sales and upload the .pbix file.</p>",
    uploadCondition: 'optional',
    allowedUploadExtensions: { documents: ['xlsx'], videos: [], audios: [], others: ['pbix', 'zip'] },
    createdBy: people.admin.id,
    createdAt: new Date(now - 3 * DAY),
    updatedAt: new Date(now - 2 * DAY),
  });

  const { classroom, course, managerCourse } = learning;
  // The classroom's placement goes through the Batch step (on Jakarta's first rundown day), the courses' through the
  // course wizard's content step (issue 17).
  const jakarta = await classroom.place(tx, { batch: 'jakarta', day: 0 }, { type: 'assignment', id: reflection.id });
  await course.place(tx, { content_type: 'assignment', ref_id: reflection.id, title: 'Reflection Essay', settings: { pass_grade: 75 } });
  await course.place(tx, { content_type: 'assignment', ref_id: caseNotes.id, title: 'Case Notes' });
  const managers = await managerCourse.place(tx, {
    content_type: 'assignment',
    ref_id: coachingPlan.id,
    title: 'Team Coaching Plan (group)',
    settings: { pass_grade: 60 },
  });

  // Jakarta batch (participants: the first 18 active learners): 12 submitted in various states, the rest not done.
  const active = people.learners.filter((l) => l.status === 'active');
  const jakartaPeople = active.slice(0, 18);
  const states = [
    { status: 'waiting_for_review', score: null },
    { status: 'passed', score: 85 },
    { status: 'not_passed', score: 55 },
  ] as const;
  for (const [i, learner] of jakartaPeople.slice(0, 12).entries()) {
    const state = states[i % 3];
    const files = [await upload(learner.id, `reflection-${learner.nik}.pdf`, pdfBytes(`Leadership reflection by ${learner.fullName}`))];
    if (i % 4 === 0) files.push(await upload(learner.id, `whiteboard-${learner.nik}.png`, solidPng(48, 32, [15, 118, 110])));
    const finishedAt = new Date(now - (12 - i) * 3_600_000 * 5);
    await tx.insert(assignmentResults).values({
      organizationId: org.id,
      assignmentId: reflection.id,
      placementId: jakarta.id,
      userId: learner.id,
      files,
      notes: i % 2 ? 'My reflection is attached.' : null,
      score: state.score,
      status: state.status,
      version: state.score === null ? 1 : 2,
      submittedBy: learner.id,
      finishedAt,
      gradedAt: state.score === null ? null : new Date(finishedAt.getTime() + DAY),
      gradedBy: state.score === null ? null : people.admin.id,
      updatedAt: state.score === null ? finishedAt : new Date(finishedAt.getTime() + DAY),
    });
  }

  // New Manager Essentials (participants: active learners 10..25): four groups of four; two groups submitted, one of
  // them graded. Nothing in the console makes groups yet (docs/decisions/0031): the seed forms them.
  const cohortPeople = active.slice(10, 26);
  for (let g = 0; g < 4; g++) {
    const members = cohortPeople.slice(g * 4, g * 4 + 4);
    const group = await insertGroup(
      tx,
      managers.id,
      `Group ${String.fromCharCode(65 + g)}`,
      members.map((m) => m.id),
    );
    if (g > 1 || members.length === 0) continue;
    const file = await upload(members[0].id, `coaching-plan-group-${String.fromCharCode(97 + g)}.pdf`, pdfBytes(`Coaching plan of ${group.name}`));
    const finishedAt = new Date(now - (3 - g) * DAY);
    for (const m of members) {
      await tx.insert(assignmentResults).values({
        organizationId: org.id,
        assignmentId: coachingPlan.id,
        placementId: managers.id,
        userId: m.id,
        groupId: group.id,
        files: [file],
        notes: `Plan prepared by ${group.name}.`,
        score: g === 0 ? 80 : null,
        status: g === 0 ? 'passed' : 'waiting_for_review',
        version: g === 0 ? 2 : 1,
        submittedBy: members[0].id,
        finishedAt,
        updatedAt: finishedAt,
        gradedAt: g === 0 ? new Date(now - DAY) : null,
        gradedBy: g === 0 ? people.admin.id : null,
      });
    }
  }
}
