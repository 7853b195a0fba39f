import type { PermissionKey } from '@/lib/permissions';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const REPORTS: [string, string, PermissionKey][] = [
  ['webinar-report', 'Webinar Report', 'reporting-webinar'],
  ['course-report', 'Course Report', 'reporting-course'],
  ['program-report', 'Program Report', 'reporting-program'],
  ['checkpoint-report', 'Checkpoint Report', 'reporting-checkpoint'],
  ['issue-report', 'Issue Report', 'reporting-issue'],
];

const reportingRoutes: RouteDef[] = REPORTS.flatMap(([slug, noun, key]) => {
  const r = area({ name: `reporting-${slug}`, base: `/reporting/${slug}`, key, noun, group: 'Reporting' });
  return [r.list(`/reporting/${slug}`, noun), r.detail()];
});

export default defineArea({
  name: 'reporting',
  routes: reportingRoutes,
  menu: [
    { group: 'Reporting', label: 'Webinar Report', path: '/reporting/webinar-report', position: 460 },
    { group: 'Reporting', label: 'Course Report', path: '/reporting/course-report', position: 470 },
    { group: 'Reporting', label: 'Program Report', path: '/reporting/program-report', position: 480 },
    { group: 'Reporting', label: 'Checkpoint Report', path: '/reporting/checkpoint-report', position: 490 },
    { group: 'Reporting', label: 'Issue Report', path: '/reporting/issue-report', position: 500 },
  ],
});
