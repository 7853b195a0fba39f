import { bind, refineBody, reply } from '@/server/http/dispatch';
import { courseApi } from '../api';
import { INSTRUCTIONAL_MODELS } from '../instructional-models';
import { courseMessages as M } from '../messages';
import { refineContentStep } from './content-rules';
import { courseContentTypes, pickContent } from './content-sources';
import { deleteCourse } from './delete-course';
import { duplicateCourse } from './duplicate-course';
import { findCourses } from './find-courses';
import { findPeople } from './find-people';
import { getCourse } from './get-course';
import { downloadLimAnswers } from './lim-download';
import { findLimAnswers, findLimContents, getLimFeedback } from './lim-feedback';
import { findInviteOptions, findParticipants, inviteUsers } from './participants';
import { saveCourseContent } from './save-content';
import { createCourseGeneral, updateCourseGeneral } from './save-general';
import { saveCourseOther } from './save-other';
import { findCourseUserHistory } from './user-history';

/** Step 2's bodies are checked against the areas' content types too (server/content-rules.ts). */
const api = {
  ...courseApi,
  createContent: refineBody(courseApi.createContent, refineContentStep),
  updateContent: refineBody(courseApi.updateContent, refineContentStep),
};

/** The course endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const courseEndpoints = bind(api, {
  list: ({ caller, query }) => findCourses({ db: caller.db, organizationId: caller.organizationId, query }),
  get: ({ caller, params }) => getCourse({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  remove: async ({ caller, params }) => {
    await deleteCourse({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  duplicate: async ({ caller, params }) => reply(await duplicateCourse({ ...caller, id: params.id }), M.duplicated, 201),
  createGeneral: async ({ caller, body }) => {
    const saved = await createCourseGeneral({ ...caller, input: body });
    return reply(saved, saved.status === 'review' ? M.sentForReview : M.created, 201);
  },
  updateGeneral: async ({ caller, params, body }) => {
    const { updated_at, ...input } = body;
    const saved = await updateCourseGeneral({ ...caller, id: params.id, input, startedFrom: updated_at });
    return reply(saved, saved.status === 'review' ? M.sentForReview : M.saved);
  },
  createContent: async ({ caller, body }) => {
    const { course_id, updated_at, ...input } = body;
    return reply(await saveCourseContent({ ...caller, id: course_id, input, startedFrom: updated_at }), M.saved);
  },
  updateContent: async ({ caller, params, body }) => {
    const { updated_at, ...input } = body;
    return reply(await saveCourseContent({ ...caller, id: params.id, input, startedFrom: updated_at }), M.saved);
  },
  createOther: async ({ caller, body }) => {
    const { course_id, updated_at, ...input } = body;
    return reply(await saveCourseOther({ ...caller, id: course_id, input, startedFrom: updated_at }), M.saved);
  },
  updateOther: async ({ caller, params, body }) => {
    const { updated_at, ...input } = body;
    return reply(await saveCourseOther({ ...caller, id: params.id, input, startedFrom: updated_at }), M.saved);
  },
  contentTypes: async () =>
    (await courseContentTypes()).map((t) => ({ id: t.id, label: t.label, available: t.available, pass_grade: t.passGrade, due_date: t.dueDate })),
  picker: ({ caller, params, query }) => pickContent({ db: caller.db, organizationId: caller.organizationId, type: params.type, query }),
  models: () => INSTRUCTIONAL_MODELS.map((m) => ({ ...m })),
  people: ({ caller, query }) => findPeople({ db: caller.db, organizationId: caller.organizationId, query }),
  participants: ({ caller, params, query }) => findParticipants({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  inviteOptions: ({ caller, params, query }) => findInviteOptions({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  invite: async ({ caller, params, body }) => {
    const result = await inviteUsers({ ...caller, id: params.id, by: body.by, ids: body.ids });
    return reply({ invited: result.invited }, result.message);
  },
  userHistory: ({ caller, params, query }) => findCourseUserHistory({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  limContents: ({ caller, params }) => findLimContents({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  feedback: ({ caller, params }) => getLimFeedback({ db: caller.db, organizationId: caller.organizationId, id: params.id, questionId: params.questionId }),
  feedbackAnswers: ({ caller, params, query }) =>
    findLimAnswers({ db: caller.db, organizationId: caller.organizationId, id: params.id, questionId: params.questionId, query }),
  feedbackDownload: ({ caller, params, query }) =>
    downloadLimAnswers({ db: caller.db, organizationId: caller.organizationId, id: params.id, questionId: params.questionId, query }),
});
