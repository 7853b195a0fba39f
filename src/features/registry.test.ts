import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@/lib/permissions';
import { breadcrumbFor, routeTitle } from '@/lib/routes';
import { matchRoute, menu, routes } from './registry';

// Every path of spec 000 §2 'Paths' (the sidebar), in order.
const SPEC_MENU =
  '/dashboard, /approvals, /explore-content, /checkpoint, /classroom, /webinar, /video, /podcast, /pdf, /content-document, /knowledge-feed, /assignment, /course, /presence, /program, /journey, /live-event, /certificate, /theme, /popup, /quiz, /content-quiz, /categories, /digilib, /user, /role, /wallet, /setting/template, /setting/announcement, /setting/content, /setting/authentication, /setting/chatai, /setting/leaderboard, /setting/point, /setting/notification, /setting/location, /setting/term-and-condition, /setting/user-policy, /setting/faq, /branding/organization, /provider, /branding/primary-color, /branding/landing-page, /branding/home-page, /branding/login-page, /reporting/webinar-report, /reporting/course-report, /reporting/program-report, /reporting/checkpoint-report, /reporting/issue-report, /expert/expert-list, /expert/expert-journey'.split(
    ', ',
  );

describe('route registry', () => {
  it('lists the sidebar in the spec order', () => {
    // Beyond the spec: the organisation structure (docs/decisions/0074) sits under Account, right after User.
    const structure = ['/user/division', '/user/company', '/user/expert-level', '/user/coach'];
    const paths = menu.map((m) => m.path);
    expect(paths.filter((p) => !structure.includes(p) && p !== '/channel')).toEqual(SPEC_MENU);
    // Beyond the spec too: Channel (its route and key are in the spec, its menu entry is not; decision 0085) ends Content.
    expect(paths[paths.indexOf('/digilib') + 1]).toBe('/channel');
    expect(paths.slice(paths.indexOf('/user') + 1, paths.indexOf('/user') + 1 + structure.length)).toEqual(structure);
  });

  it("names in each page's trail the sidebar group its menu entry sits in (/provider: Branding, as spec 000 §2 places it)", () => {
    const disagree = menu
      .map((m) => ({ path: m.path, menu: m.group, trail: matchRoute(m.path)!.route.breadcrumb.find((c, i) => i > 0 && !c.href)?.label ?? null }))
      .filter((m) => m.trail !== null && m.trail !== m.menu);
    expect(disagree).toEqual([]);
    expect(matchRoute('/provider')!.route.breadcrumb.map((c) => c.label)).toEqual(['Home', 'Branding', 'Provider']);
    expect(menu.find((m) => m.path === '/provider')?.group).toBe('Branding');
  });

  it.each([
    ['/presence/preview/4', 'presence'],
    ['/content-quiz/detail/3/review/9', 'content-quiz-v4'],
    ['/quiz/create', 'content-quiz'],
    ['/program/detail/2/edit-batch/3/org/4', 'content-program'],
    ['/setting/location/edit/2', 'setting-announcement'],
    ['/setting/leaderboard/merchandise/detail/1', 'setting-leaderboard'],
    ['/branding/home-page/edit-suggest-for-you', 'branding-home_page'],
    ['/branding/landing-page/edit-testimoni', 'branding-landing_page'],
    ['/knowledge-feed/detail/video/5', 'content-knowledge_feed'],
    ['/user/create', 'account-user'],
    ['/webinar/edit/8', 'content-webinar'],
    ['/live-event/detail/3/contents', 'content-live_event'],
    ['/expert/expert-journey/edit/1', 'expert-expert-journey'],
    ['/approvals/detail/1', 'marketplace-approvals'],
    ['/setting/template/cart/cart-learning/edit', 'setting-template'],
  ])('%s needs %s', (path, key) => {
    expect(matchRoute(path)?.route.key).toBe(key);
  });

  it('uses only keys of the vocabulary and has unique names', () => {
    for (const r of routes) if (r.key) expect(PERMISSION_KEYS).toContain(r.key);
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
  });

  it('points the fourth breadcrumb entry at the parent detail page', () => {
    for (const path of [
      '/program/detail/5/contents',
      '/program/detail/5/feedback-lim/2',
      '/program/detail/5/create-batch',
      '/program/detail/5/edit-batch/1/org/2',
    ]) {
      const m = matchRoute(path)!;
      expect(breadcrumbFor(m.route, m.params)[3].href).toBe('/program/detail/5');
    }
    const live = matchRoute('/live-event/detail/9/contents')!;
    expect(breadcrumbFor(live.route, live.params)[3].href).toBe('/live-event/detail/9');
  });

  it('titles the document pages by type and starts every trail at Home', () => {
    const m = matchRoute('/content-document/ppt/detail/1')!;
    expect(routeTitle(m.route, m.params)).toBe('PPT Details');
    expect(routeTitle(matchRoute('/content-document/pdf/create')!.route, { type: 'pdf' })).toBe('Add PDF');
    expect(matchRoute('/content-document/doc')).toBeNull();
    for (const r of routes) if (r.breadcrumb.length) expect(r.breadcrumb[0].label).toBe('Home');
  });

  it('gives the playground its spec title and trail', () => {
    const m = matchRoute('/playground')!;
    expect(m.route.name).toBe('playground-list');
    expect(m.route.title).toBe('Playground');
    expect(m.route.breadcrumb.map((c) => c.label)).toEqual(['Home', 'List']);
  });
});
