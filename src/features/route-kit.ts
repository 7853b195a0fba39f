import type { PermissionKey } from '@/lib/permissions';
import type { Crumb, LayoutGroup, MenuGroup, RouteDef, RouteParams } from '@/lib/routes';

const HOME: Crumb = { label: 'Home', href: '/dashboard' };

export type Action = 'list' | 'create' | 'edit' | 'detail';

interface AreaOptions {
  /** Route name prefix, e.g. the area's name. */
  name: string;
  base: string;
  key: PermissionKey;
  noun: string;
  group: MenuGroup;
  layout?: LayoutGroup;
  built?: Partial<Record<string, boolean>>;
}

/** Builds one area's route definitions with the shell's conventions for titles, trails and back buttons. */
export function area(o: AreaOptions) {
  const listCrumb: Crumb = { label: o.noun, href: o.base };
  const trail = (...rest: Crumb[]): Crumb[] => [HOME, { label: o.group }, listCrumb, ...rest];
  const make = (suffix: string, title: string | ((p: RouteParams) => string), crumbs: Crumb[], extra: Partial<RouteDef> = {}): RouteDef => ({
    name: `${o.name}-${suffix}`,
    path: '',
    rule: 'admin',
    access: 'key',
    key: o.key,
    title,
    breadcrumb: crumbs,
    layout: o.layout ?? 'main',
    built: o.built?.[suffix] ?? false,
    ...extra,
  });
  return {
    /** The sidebar group the trail names: an area's menu entry takes it from here, so the two agree. */
    group: o.group,
    list: (path = o.base, title = `${o.noun} List`) => ({ ...make('list', title, trail()), path }),
    create: (path = `${o.base}/create`, title = `Create ${o.noun}`) => ({
      ...make('create', title, trail({ label: 'Create' })),
      path,
      back: o.base,
    }),
    edit: (path = `${o.base}/edit/:id`, title = `Edit ${o.noun}`) => ({
      ...make('edit', title, trail({ label: 'Edit' })),
      path,
      back: o.base,
    }),
    detail: (path = `${o.base}/detail/:id`, title = `${o.noun} Details`) => ({
      ...make('detail', title, trail({ label: 'Details' })),
      path,
      back: o.base,
    }),
    /** A page under a detail page: the fourth trail entry points to the parent detail (spec 000 §2 notes). */
    sub: (suffix: string, path: string, title: string, detailPattern = `${o.base}/detail/:id`) => ({
      ...make(suffix, title, trail({ label: `${o.noun} Details`, href: detailPattern }, { label: title })),
      path,
      back: detailPattern,
    }),
    page: (suffix: string, path: string, title: string, extra: Partial<RouteDef> = {}) => ({
      ...make(suffix, title, trail({ label: title })),
      path,
      back: o.base,
      ...extra,
    }),
    crud(actions: Action[] = ['list', 'create', 'edit', 'detail']): RouteDef[] {
      return actions.map((a) => this[a]());
    },
  };
}

export const homeCrumb = HOME;
