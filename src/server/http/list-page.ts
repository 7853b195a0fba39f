import type { z } from 'zod';
import type { ListResult } from '@/lib/list';
import { filterKeysOf, screenFor, type ListScreen } from '@/lib/list-kit';
import { listStateToQuery, readListState, type ListState } from '@/lib/list-url';
import type { Db } from '@/db/client';

/** What a list use case takes: the caller's organisation and the parsed list query. */
export type ListUseCase<Q, R> = (options: { db: Db; organizationId: number; query: Q }) => Promise<ListResult<R>>;

export interface ListPage<R> {
  screen: ListScreen;
  initial: ListResult<R>;
  initialState: ListState;
}

interface PageContext {
  url: URL;
  locals: Pick<App.Locals, 'db' | 'org' | 'auth'>;
}

/**
 * The first page of a kit list screen, rendered on the server from its URL state (sorting, search, filters, page)
 * by the same use case the island calls through the API: the state is read as the island reads it, parsed with
 * the endpoint's own query schema (a malformed address falls back to the first page), and the declaration is
 * trimmed to the actions the caller may use. The page passes the result to <ResourceList client:load {...page} />.
 */
export async function loadListPage<S extends z.ZodType, R>(
  astro: PageContext,
  screen: ListScreen,
  endpoint: { query?: S },
  find: ListUseCase<z.output<S>, R>,
): Promise<ListPage<R>> {
  const { db, org, auth } = astro.locals;
  const options = { filterKeys: filterKeysOf(screen), sortStyle: screen.sortStyle };
  const initialState = readListState(astro.url.searchParams, options);
  const schema = endpoint.query;
  if (!schema) throw new Error('loadListPage: the list endpoint declares no query schema');
  const parsed = schema.safeParse(listStateToQuery(initialState, screen.pageSize, options));
  const query = parsed.success ? parsed.data : schema.parse({ page_size: screen.pageSize });
  const initial = await find({ db, organizationId: org.id, query });
  return { screen: screenFor(screen, (key) => auth?.keys.has(key) ?? false), initial, initialState };
}
