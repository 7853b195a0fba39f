import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import { ListQuerySchema } from '@/lib/list';
import { CONTENT_TYPE_IDS } from './content-types';
import { courseStepCalls } from './wizard';
import {
  ContentTypeInfoSchema,
  FeedbackAnswerSchema,
  FeedbackDetailSchema,
  LimContentSchema,
  ParticipantHistorySchema,
  CourseContentCreateSchema,
  CourseContentSchema,
  CourseDetailSchema,
  CourseGeneralSchema,
  CourseGeneralUpdateSchema,
  CourseListQuerySchema,
  CourseOtherCreateSchema,
  CourseOtherSchema,
  CourseRowSchema,
  InviteBodySchema,
  InviteOptionSchema,
  InviteQuerySchema,
  ParticipantSchema,
  PickerItemSchema,
  PickerQuerySchema,
  StepSavedSchema,
} from './schemas';

const key = { access: 'key', key: ['content-course', 'content-course_ai'] } as const;
const V2 = '/api/cms/v2';

/**
 * The course calls (spec 002 §7): the wizard's three steps under /cms/v2, the list, the content pickers, the
 * instructional design models, participants and invitations (docs/decisions/0086). Bound in server/http.ts.
 */
export const courseApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: `${V2}/courses`,
    ...key,
    summary: 'Courses (list contract: keyword; status, level, category_id, start_date, end_date; order_by/order_type)',
    query: CourseListQuerySchema,
    response: listResultSchema(CourseRowSchema),
  }),
  get: endpoint({ method: 'GET', path: `${V2}/course/:id`, ...key, summary: 'A course with its three steps', response: CourseDetailSchema }),
  remove: endpoint({ method: 'DELETE', path: `${V2}/courses/:id`, ...key, summary: 'Delete a course without learner results', response: z.null() }),
  duplicate: endpoint({ method: 'POST', path: `${V2}/courses/:id/duplicate`, ...key, summary: 'Duplicate a course as a draft', response: CreatedSchema }),
  createGeneral: endpoint({
    ...courseStepCalls.createGeneral,
    ...key,
    summary: 'Step 1: create a course',
    body: CourseGeneralSchema,
    response: StepSavedSchema,
  }),
  updateGeneral: endpoint({
    ...courseStepCalls.updateGeneral,
    ...key,
    summary: 'Step 1 again (a stale updated_at is 409)',
    body: CourseGeneralUpdateSchema,
    response: StepSavedSchema,
  }),
  createContent: endpoint({
    method: 'POST',
    path: `${V2}/course-content`,
    ...key,
    summary: "Step 2: the course's sections and ordered contents (course_id in the body)",
    body: CourseContentCreateSchema,
    maxBodyBytes: 2_000_000,
    response: StepSavedSchema,
  }),
  updateContent: endpoint({
    ...courseStepCalls.updateContent,
    ...key,
    summary: 'Step 2 again: the whole structure, one transaction; quizzes, presences and assignments are placed',
    body: CourseContentSchema,
    maxBodyBytes: 2_000_000,
    response: StepSavedSchema,
  }),
  createOther: endpoint({
    method: 'POST',
    path: `${V2}/course-other`,
    ...key,
    summary: 'Step 3 (course_id in the body)',
    body: CourseOtherCreateSchema,
    response: StepSavedSchema,
  }),
  updateOther: endpoint({
    ...courseStepCalls.updateOther,
    ...key,
    summary: 'Step 3 again',
    body: CourseOtherSchema,
    response: StepSavedSchema,
  }),
  contentTypes: endpoint({
    method: 'GET',
    path: '/api/courses/content-type',
    ...key,
    summary: 'The regular content types and whether an area serves them yet',
    response: z.array(ContentTypeInfoSchema),
  }),
  picker: endpoint({
    method: 'GET',
    path: '/api/courses/content-picker/:type',
    ...key,
    summary: "A content type's items for the picker (10 a page, keyword over the title)",
    params: z.object({ type: z.enum(CONTENT_TYPE_IDS) }),
    query: PickerQuerySchema,
    response: listResultSchema(PickerItemSchema),
  }),
  models: endpoint({
    method: 'GET',
    path: '/api/cms/instructional-design-model',
    ...key,
    summary: 'The instructional design models a course may follow (a fixed catalogue)',
    response: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  }),
  people: endpoint({
    method: 'GET',
    path: '/api/courses/people',
    ...key,
    summary: "The organisation's active users for the experts picker (keyword over name and e-mail)",
    query: ListQuerySchema,
    response: listResultSchema(InviteOptionSchema),
  }),
  participants: endpoint({
    method: 'GET',
    path: '/api/courses/:id/participants',
    ...key,
    summary: "The course's participants with progress (10 a page)",
    query: ListQuerySchema,
    response: listResultSchema(ParticipantSchema),
  }),
  inviteOptions: endpoint({
    method: 'GET',
    path: '/api/courses/:id/invite-users',
    ...key,
    summary: 'Who can be invited: users not yet in the course, or divisions, or companies (10 a page)',
    query: InviteQuerySchema,
    response: listResultSchema(InviteOptionSchema),
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/courses/:id/invite-users',
    ...key,
    summary: 'Invite users by user, division or company',
    body: InviteBodySchema,
    response: z.object({ invited: z.number() }),
  }),
  userHistory: endpoint({
    method: 'GET',
    path: '/api/courses/:id/user-history',
    ...key,
    summary: "What each participant did in the course's contents (10 a page, keyword over name and e-mail)",
    query: ListQuerySchema,
    response: listResultSchema(ParticipantHistorySchema),
  }),
  limContents: endpoint({
    method: 'GET',
    path: '/api/courses/:id/feedback-lim',
    ...key,
    summary: "The course's LIM surveys with their questions and how many participants answered each",
    response: z.array(LimContentSchema),
  }),
  feedback: endpoint({
    method: 'GET',
    path: '/api/courses/:id/feedback-lim/:questionId',
    ...key,
    summary: "One LIM question of the course: its answers' count and, for a linear scale, their spread",
    response: FeedbackDetailSchema,
  }),
  feedbackAnswers: endpoint({
    method: 'GET',
    path: '/api/courses/:id/feedback-lim/:questionId/answers',
    ...key,
    summary: "The participants' answers to one LIM question (10 a page, keyword over name, e-mail and answer)",
    query: ListQuerySchema,
    response: listResultSchema(FeedbackAnswerSchema),
  }),
  feedbackDownload: endpoint({
    method: 'GET',
    path: '/api/courses/:id/feedback-lim/:questionId/download',
    ...key,
    summary: "The participants' answers to one LIM question as an .xlsx (keyword as in the list)",
    query: ListQuerySchema,
    raw: true,
  }),
});
