/**
 * The course's regular content types (spec 002 §3), the one registry the wizard, the pickers and the server read
 * (docs/decisions/0086). `available` says whether an area serves the type's items: quiz, presence, assignment, video,
 * podcast, pdf and ppt (server/content-sources.ts says where each is looked up); the rest stay 'not available yet'.
 */
export const CONTENT_TYPES = [
  { id: 'pdf', label: 'PDF', available: true, passGrade: false },
  { id: 'podcast', label: 'Podcast', available: true, passGrade: false },
  { id: 'ppt', label: 'PPT', available: true, passGrade: false },
  { id: 'presence', label: 'Presence', available: true, passGrade: false },
  { id: 'quiz', label: 'Quiz', available: true, passGrade: true },
  { id: 'video', label: 'Video', available: true, passGrade: false },
  { id: 'lim1', label: 'LIM 1', available: false, passGrade: false },
  { id: 'lim2', label: 'LIM 2', available: false, passGrade: true },
  { id: 'lim3', label: 'LIM 3', available: false, passGrade: false },
  { id: 'assignment', label: 'Assignment', available: true, passGrade: true },
  { id: 'html5', label: 'HTML5', available: false, passGrade: false },
  { id: 'online_meeting', label: 'Online Meeting', available: false, passGrade: false },
] as const;

export type ContentTypeId = (typeof CONTENT_TYPES)[number]['id'];
export const CONTENT_TYPE_IDS = CONTENT_TYPES.map((t) => t.id) as [ContentTypeId, ...ContentTypeId[]];
/** Restricted mode: PDF and PPT only (spec 002 §3). */
export const RESTRICTED_TYPES = ['pdf', 'ppt'] as const satisfies readonly ContentTypeId[];
/** The types whose placement quizzes, presences and assignments report on (decision 0005). */
export const PLACED_TYPES = ['quiz', 'presence', 'assignment'] as const satisfies readonly ContentTypeId[];

export const contentTypeOf = (id: string) => CONTENT_TYPES.find((t) => t.id === id);
