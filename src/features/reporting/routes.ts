import type { PermissionKey } from '@/lib/permissions';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';

const REPORTS: [string, string, PermissionKey][] = [
  ['webinar-report', 'Webinar Report', 'reporting-webinar'],
  ['course-report', 'Course Report', 'reporting-course'],
  ['program-report', 'Program Report', 'reporting-program'],
  ['checkpoint-report', 'Checkpoint Report', 'reporting-checkpoint'],
  ['issue-report', 'Issue Report', 'reporting-issue'],
];

export const reportingRoutes: RouteDef[] = REPORTS.flatMap(([slug, noun, key]) => {
  const r = area({ name: `reporting-${slug}`, base: `/reporting/${slug}`, key, noun, group: 'Reporting' });
  return [r.list(`/reporting/${slug}`, noun), r.detail()];
});
