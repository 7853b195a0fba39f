import { createClient } from '@/lib/api-client';
import { apiPath, type Route, type RoutesOf } from '@/lib/endpoint';
import type { KitApi } from '@/lib/list-kit';

/** The method of each kind of kit call, as the kit's contract (KitApi) says it. */
const KIT_METHODS = { list: 'GET', remove: 'DELETE', bulk: 'POST', call: 'POST', options: 'GET' } as const satisfies {
  [K in keyof KitApi]: KitApi[K]['method'];
};

/**
 * One call of the list kit through the typed client: its kind (KitApi, src/lib/list-kit.ts) and the path the
 * declaration names from the area's contract, `/api` included, its :params filled (a row's id). The list island loads
 * this module with its first call, so a list that is only read loads no calls (issue 11's budget).
 */
export function kitCall<K extends keyof KitApi>(kind: K, path: string, params?: Record<string, string | number>) {
  const routes: Record<string, Route> = { [kind]: { method: KIT_METHODS[kind], path: apiPath(path, params) } };
  return createClient(routes as RoutesOf<Pick<KitApi, K>>)[kind];
}
