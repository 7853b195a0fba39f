import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { courseEndpoints } from './server/http';
import { seedCourses } from './seed';
import { courseAiEndpoints } from './ai/server/http';
import { courseAiJobs } from './ai/server/jobs';
import { courses } from '@/db/schema/course';
import { completeCourses } from './server/record-completion';

const built = { list: true, create: true, edit: true, detail: true, contents: true, 'feedback-lim': true };
const course = area({ name: 'course', base: '/course', key: 'content-course', noun: 'Course', group: 'Content', built });
const ai = area({
  name: 'course-ai',
  base: '/course',
  key: 'content-course_ai',
  noun: 'Course',
  group: 'Content',
  built: { create: true, edit: true, detail: true },
});

const courseRoutes: RouteDef[] = [
  // With the AI flag on, the list also needs content-course_ai (spec 000 §6).
  { ...course.list(), extraKeyWhenFlag: { flag: 'ai_course', key: 'content-course_ai' } },
  { ...ai.create('/course/create/ai', 'Create Course with AI'), flag: 'ai_course' },
  { ...ai.edit('/course/edit/ai/:id', 'Edit AI Course'), flag: 'ai_course' },
  { ...ai.detail('/course/detail/ai/:id', 'AI Course Details'), flag: 'ai_course' },
  course.create(),
  course.edit(),
  course.detail(),
  course.sub('contents', '/course/detail/:id/contents', 'Manage Content'),
  course.sub('feedback-lim', '/course/detail/:id/feedback-lim/:questionId', 'Feedback Detail'),
];

/** /course (spec 002 §2, key content-course): the list, the three-step wizard, the detail and its contents (docs/decisions/0086). */
export default defineArea({
  name: 'course',
  routes: courseRoutes,
  menu: [{ group: 'Content', label: 'Course', path: '/course', position: 130 }],
  api: [...courseEndpoints, ...courseAiEndpoints],
  migrations: ['course', 'course-ai'],
  jobs: courseAiJobs,
  seed: seedCourses,
  // A passed quiz, a check-in or a hand-in may complete a course: its moment is recorded once (decision 0138).
  onLearningEvent: completeCourses,
  contents: [
    {
      type: 'course',
      label: 'Course',
      // The IDP templates' formal learning picks courses (docs/decisions/0134).
      items: {
        table: courses,
        id: courses.id,
        organizationId: courses.organizationId,
        title: courses.title,
        status: courses.status,
        updatedAt: courses.updatedAt,
      },
      category: { table: courses, organizationId: courses.organizationId, column: courses.categoryId, label: ['course', 'courses'] },
    },
  ],
});
