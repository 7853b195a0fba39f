import type { MenuGroup, MenuItem } from '@/lib/routes';
import { mayOpen, type Viewer } from '@/server/access/guard';
import type { Organization } from '@/db/schema';
import { matchRoute, menu } from '../registry';

export interface MenuSection {
  group: MenuGroup | null;
  items: MenuItem[];
}

/** The sidebar for one viewer: an item shows only when the viewer may open its route (spec 000 §2). */
export function menuFor(viewer: Viewer, org: Pick<Organization, 'features'>): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const item of menu) {
    const match = matchRoute(item.path);
    if (!match || !mayOpen(viewer, match, org.features)) continue;
    const last = sections.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else sections.push({ group: item.group, items: [item] });
  }
  return sections;
}

/** The path when this viewer may open it, else undefined (so a card links only where its reader may go). */
export function linkIfAllowed(viewer: Viewer, org: Pick<Organization, 'features'>, path: string): string | undefined {
  const match = matchRoute(path);
  return match && mayOpen(viewer, match, org.features) ? path : undefined;
}
