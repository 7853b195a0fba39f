import type { ListScreen } from '@/lib/list-kit';
import { courseListScreen } from '../list-screen';

const AI_CREATE = { label: 'Create Course with AI', href: '/course/create/ai', permission: 'content-course_ai' } as const;
const LEFT_OUT = ['contents', 'created_at'];
/** Under the status of a course whose wizard is not done: a link to its next step (the row's resume_href). */
const RESUME = { field: 'steps_done', labels: { 0: 'Continue step 1 of 3', 1: 'Continue step 2 of 3', 2: 'Continue step 3 of 3' }, hrefField: 'resume_href' };

/**
 * The course list as the /course page shows it: the row is narrowed so that it fits a 1280–1366 px screen, row
 * actions included, without scrolling sideways (docs/decisions/0092): the wizard's progress goes under the status (one column), and the Created and Contents
 * columns are left out (Created By and Last Update stay; the detail page lists the contents).
 */
export function courseListPageScreen(flags: { ai_course?: boolean } = {}): ListScreen {
  return {
    ...courseListScreen,
    // With the AI course flag on, a second create action beside Create Course, for those holding content-course_ai
    // (decision 0117; the route and its calls are guarded by the same flag and key).
    ...(flags.ai_course && { links: [AI_CREATE] }),
    columns: courseListScreen.columns
      .filter((c) => !LEFT_OUT.includes(c.id))
      .map((c) => (c.id === 'status' && c.cell.kind === 'badge' ? { ...c, cell: { ...c.cell, link: RESUME } } : c)),
  };
}
