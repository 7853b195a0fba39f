import { createMatcher, type MenuItem, type RouteDef } from '@/lib/routes';
import type { PermissionKey } from '@/lib/permissions';
import { areas } from './areas';

/** Every route of specs 000, 001 and 002, from the area manifests. Middleware, sidebar, breadcrumbs, titles and the access tests read this. */
export const routes: RouteDef[] = areas.flatMap((a) => a.routes ?? []);

export const matchRoute = createMatcher(routes);

/** The sidebar in the order of spec 000 §2 'Paths' (each entry's position). */
export const menu: MenuItem[] = areas
  .flatMap((a) => a.menu ?? [])
  .sort((a, b) => a.position - b.position)
  .map(({ group, label, path }) => {
    const route = matchRoute(path)?.route;
    if (!route) throw new Error(`menu item ${path} has no route`);
    return { group, label, path, key: route.key as PermissionKey | null };
  });
