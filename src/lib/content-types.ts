/**
 * The regular content types (spec 002 §3), the one catalogue the course and classroom wizards, their pickers and
 * servers read (docs/decisions/0086, 0098). `available` says whether an area serves the type's items: quiz, presence,
 * assignment, video, podcast, pdf, ppt and the LIM surveys (the course's server/content-sources.ts says where each is
 * looked up); the rest stay 'not available yet'. `passGrade` and `dueDate` say which of a content's conditions apply
 * to the type (src/lib/content-settings.ts): a pass grade where a score is graded, a due date where a learner hands
 * something in.
 */
export const CONTENT_TYPES = [
  { id: 'pdf', label: 'PDF', available: true, passGrade: false, dueDate: false },
  { id: 'podcast', label: 'Podcast', available: true, passGrade: false, dueDate: false },
  { id: 'ppt', label: 'PPT', available: true, passGrade: false, dueDate: false },
  { id: 'presence', label: 'Presence', available: true, passGrade: false, dueDate: false },
  { id: 'quiz', label: 'Quiz', available: true, passGrade: true, dueDate: false },
  { id: 'video', label: 'Video', available: true, passGrade: false, dueDate: false },
  { id: 'lim1', label: 'LIM 1', available: true, passGrade: false, dueDate: false },
  { id: 'lim2', label: 'LIM 2', available: true, passGrade: true, dueDate: false },
  { id: 'lim3', label: 'LIM 3', available: true, passGrade: false, dueDate: false },
  { id: 'assignment', label: 'Assignment', available: true, passGrade: true, dueDate: true },
  { id: 'html5', label: 'HTML5', available: false, passGrade: false, dueDate: false },
  { id: 'online_meeting', label: 'Online Meeting', available: false, passGrade: false, dueDate: false },
] as const;

export type ContentTypeId = (typeof CONTENT_TYPES)[number]['id'];
export const CONTENT_TYPE_IDS = CONTENT_TYPES.map((t) => t.id) as [ContentTypeId, ...ContentTypeId[]];
/** The LIM surveys (quizzes of type lim1, lim2, lim3): placed as quizzes, their answers make the Feedback Detail. */
export const LIM_CONTENT_TYPES = ['lim1', 'lim2', 'lim3'] as const satisfies readonly ContentTypeId[];
const isLimType = (id: string): id is (typeof LIM_CONTENT_TYPES)[number] => (LIM_CONTENT_TYPES as readonly string[]).includes(id);
/** The types whose placement quizzes, presences and assignments report on (decision 0005). */
const PLACED_TYPES = ['quiz', 'presence', 'assignment'] as const satisfies readonly ContentTypeId[];
/** The placement a content of this type gets (a LIM survey is a quiz to the reports and the learner app), or none. */
export const placementTypeOf = (id: ContentTypeId): (typeof PLACED_TYPES)[number] | null =>
  isLimType(id) ? 'quiz' : (PLACED_TYPES as readonly string[]).includes(id) ? (id as (typeof PLACED_TYPES)[number]) : null;

export const contentTypeOf = (id: string) => CONTENT_TYPES.find((t) => t.id === id);
