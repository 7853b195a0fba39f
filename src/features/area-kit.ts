import type { Tx } from '@/db/client';
import type { MenuGroup, RouteDef } from '@/lib/routes';
import type { BoundEndpoint } from '@/server/http/dispatch';
import type { JobHandlers } from '@/server/jobs/runner';
import type { SeedAdditions, SeedContext } from '@/db/seed/context';

/** One sidebar entry; `position` orders the whole menu as spec 000 §2 'Paths' lists it. */
export interface MenuEntry {
  group: MenuGroup | null;
  label: string;
  path: string;
  position: number;
}

/**
 * An area's manifest (DESIGN.md "Areas"): everything the console needs to know about it, declared once in
 * `features/<area>/area.ts`. The route registry, the menu, the API dispatcher and guards, the OpenAPI document,
 * the migration list and the demo seed read the manifests listed in `features/areas.ts`; nothing else lists an area.
 */
export interface AreaManifest {
  name: string;
  /** Its screens with rule, key, title, trail, layout and whether they are built (src/features/route-kit.ts helps). */
  routes?: RouteDef[];
  menu?: MenuEntry[];
  /** Its endpoints bound to their handlers (`bind(api, handlers)` in server/http.ts). */
  api?: BoundEndpoint[];
  /** Migration folders under drizzle/ (one bookkeeping table each), applied in the order the areas are listed. */
  migrations?: string[];
  /**
   * Adds the area's demo content to the demo organisation (`npm start` on an empty database, and the tests); what it
   * returns is handed to the areas listed after it.
   */
  seed?: (tx: Tx, ctx: SeedContext) => Promise<void | SeedAdditions>;
  /** Its background jobs by kind (src/server/jobs/runner.ts runs them outside requests). */
  jobs?: JobHandlers;
}

export const defineArea = (manifest: AreaManifest): AreaManifest => manifest;
