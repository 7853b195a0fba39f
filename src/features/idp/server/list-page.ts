import type { DbOrTx } from '@/db/client';
import { TabSchema, TemplateListQuerySchema, type IdpTab, type TemplateListQuery, type TemplateRow } from '../schemas';
import type { ListResult } from '@/lib/list';
import { findTemplates } from './templates';

/** The list page's state from its URL (?tab, the date range, the order, a keyword, the page) and the page of templates. */
export async function loadTemplateList(s: { db: DbOrTx; organizationId: number; params: URLSearchParams }): Promise<{
  tab: IdpTab;
  query: TemplateListQuery;
  /** The range asked for was not a pair of dates: the message shown beside the filter (the list ignores it). */
  invalid: string | null;
  list: ListResult<TemplateRow>;
}> {
  const raw = Object.fromEntries([...s.params].filter(([k, v]) => k !== 'tab' && v !== ''));
  const tab = TabSchema.parse(s.params.get('tab') ?? undefined);
  const parsed = TemplateListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : TemplateListQuerySchema.parse({});
  return { tab, query, invalid: parsed.success ? null : (parsed.error.issues[0]?.message ?? null), list: await findTemplates({ ...s, tab, query }) };
}
