import { createMatcher, type MenuGroup, type MenuItem, type RouteDef } from '@/lib/routes';
import type { PermissionKey } from '@/lib/permissions';
import { shellRoutes } from './shell/routes';
import { contentRoutes } from './content/routes';
import { quizRoutes } from './quiz/routes';
import { presenceRoutes } from './presence/routes';
import { assignmentRoutes } from './assignment/routes';
import { courseRoutes } from './course/routes';
import { programRoutes } from './program/routes';
import { classroomRoutes } from './classroom/routes';
import { journeyRoutes } from './journey/routes';
import { liveEventRoutes } from './live-event/routes';
import { checkpointRoutes } from './checkpoint/routes';
import { accountRoutes } from './account/routes';
import { settingRoutes } from './setting/routes';
import { brandingRoutes } from './branding/routes';
import { reportingRoutes } from './reporting/routes';
import { expertRoutes } from './expert/routes';
import { marketplaceRoutes } from './marketplace/routes';

/** Every route of specs 000, 001 and 002. Middleware, sidebar, breadcrumbs, titles and the access tests read this. */
export const routes: RouteDef[] = [
  ...shellRoutes,
  ...marketplaceRoutes,
  ...checkpointRoutes,
  ...classroomRoutes,
  ...contentRoutes,
  ...assignmentRoutes,
  ...courseRoutes,
  ...presenceRoutes,
  ...programRoutes,
  ...journeyRoutes,
  ...liveEventRoutes,
  ...quizRoutes,
  ...accountRoutes,
  ...settingRoutes,
  ...brandingRoutes,
  ...reportingRoutes,
  ...expertRoutes,
];

export const matchRoute = createMatcher(routes);

const item = (group: MenuGroup | null, label: string, path: string): MenuItem => {
  const route = matchRoute(path)?.route;
  if (!route) throw new Error(`menu item ${path} has no route`);
  return { group, label, path, key: route.key as PermissionKey | null };
};

/** The sidebar in the order of spec 000 §2 'Paths'. */
export const menu: MenuItem[] = [
  item(null, 'Dashboard', '/dashboard'),
  item('Marketplace', 'Approvals', '/approvals'),
  item('Marketplace', 'Explore Content', '/explore-content'),
  item('Content', 'Checkpoint', '/checkpoint'),
  item('Content', 'Classroom', '/classroom'),
  item('Content', 'Webinar', '/webinar'),
  item('Content', 'Video', '/video'),
  item('Content', 'Podcast', '/podcast'),
  item('Content', 'PDF', '/pdf'),
  item('Content', 'Document', '/content-document'),
  item('Content', 'Knowledge Feed', '/knowledge-feed'),
  item('Content', 'Assignment', '/assignment'),
  item('Content', 'Course', '/course'),
  item('Content', 'Presence', '/presence'),
  item('Content', 'Program', '/program'),
  item('Content', 'Journey', '/journey'),
  item('Content', 'Live Event', '/live-event'),
  item('Content', 'Certificate Template', '/certificate'),
  item('Content', 'Certificate Theme', '/theme'),
  item('Content', 'Popup', '/popup'),
  item('Content', 'Quiz (Legacy)', '/quiz'),
  item('Content', 'Quiz & Survey', '/content-quiz'),
  item('Content', 'Categories', '/categories'),
  item('Content', 'Digital Library', '/digilib'),
  item('Account', 'User', '/user'),
  item('Account', 'Role', '/role'),
  item('Account', 'Wallet', '/wallet'),
  item('Setting', 'Template', '/setting/template'),
  item('Setting', 'Announcement', '/setting/announcement'),
  item('Setting', 'Content', '/setting/content'),
  item('Setting', 'Authentication', '/setting/authentication'),
  item('Setting', 'AI Chat', '/setting/chatai'),
  item('Setting', 'Leaderboard', '/setting/leaderboard'),
  item('Setting', 'Point', '/setting/point'),
  item('Setting', 'Notification', '/setting/notification'),
  item('Setting', 'Location', '/setting/location'),
  item('Setting', 'Terms and Conditions', '/setting/term-and-condition'),
  item('Setting', 'User Policy', '/setting/user-policy'),
  item('Setting', 'FAQ', '/setting/faq'),
  item('Branding', 'Organization', '/branding/organization'),
  item('Branding', 'Provider', '/provider'),
  item('Branding', 'Primary Color', '/branding/primary-color'),
  item('Branding', 'Landing Page', '/branding/landing-page'),
  item('Branding', 'Home Page', '/branding/home-page'),
  item('Branding', 'Login Page', '/branding/login-page'),
  item('Reporting', 'Webinar Report', '/reporting/webinar-report'),
  item('Reporting', 'Course Report', '/reporting/course-report'),
  item('Reporting', 'Program Report', '/reporting/program-report'),
  item('Reporting', 'Checkpoint Report', '/reporting/checkpoint-report'),
  item('Reporting', 'Issue Report', '/reporting/issue-report'),
  item('Expert', 'Expert List', '/expert/expert-list'),
  item('Expert', 'Expert Journey', '/expert/expert-journey'),
];
