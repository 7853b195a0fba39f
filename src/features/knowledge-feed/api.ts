import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import { FeedDetailSchema, FeedListQuerySchema, FeedRowSchema, ModerationInputSchema, ModerationResultSchema } from './schemas';

const key = { access: 'key', key: 'content-knowledge_feed' } as const;
const P = '/api/knowledge-feed';

/** The knowledge feed's moderation calls (the spec names none; the paths are ours, docs/decisions/0085). */
export const feedApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Posts, reported first then newest (list contract: keyword, state, type, reported, start_date, end_date)',
    query: FeedListQuerySchema,
    response: listResultSchema(FeedRowSchema),
  }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A post with its reports and its moderation history', response: FeedDetailSchema }),
  moderate: endpoint({
    method: 'POST',
    path: `${P}/:id/moderation`,
    ...key,
    summary: 'Hide, restore or delete (soft) a post with a reason; a stale updated_at or a move its state does not allow is 409',
    body: ModerationInputSchema,
    response: ModerationResultSchema,
  }),
});
