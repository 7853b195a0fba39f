import type { PermissionKey } from '@/lib/permissions';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { reportingEndpoints } from './server/http';
import { seedReporting } from './seed';

/** The five reports (spec 000 route table); `built` marks those served (docs/decisions/0135, 0154, 0155), the rest say 'not available yet'. */
const REPORTS: [string, string, PermissionKey, boolean][] = [
  ['webinar-report', 'Webinar Report', 'reporting-webinar', true],
  ['course-report', 'Course Report', 'reporting-course', true],
  ['program-report', 'Program Report', 'reporting-program', true],
  ['checkpoint-report', 'Checkpoint Report', 'reporting-checkpoint', true],
  ['issue-report', 'Issue Report', 'reporting-issue', true],
];

const reportingRoutes: RouteDef[] = REPORTS.flatMap(([slug, noun, key, built]) => {
  const r = area({ name: `reporting-${slug}`, base: `/reporting/${slug}`, key, noun, group: 'Reporting', built: { list: built, detail: built } });
  return [r.list(`/reporting/${slug}`, noun), r.detail()];
});

/**
 * /reporting (spec 000 route table, issue 32): reports read from the learners' real results in the other areas'
 * tables through the area's own SQL (docs/decisions/0135, 0154, 0155); charts are SVG drawn on the server.
 */
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
  api: reportingEndpoints,
  migrations: ['reporting'],
  seed: seedReporting,
});
