import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  ChannelDetailSchema,
  ChannelInputSchema,
  ChannelListQuerySchema,
  ChannelRowSchema,
  ChannelSavedSchema,
  ChannelUpdateSchema,
  OptionSchema,
  PickerQuerySchema,
  PickerRowSchema,
} from './schemas';

const key = { access: 'key', key: 'content-channel' } as const;
const P = '/api/channels';

/** The channel area's calls (the spec names none; the paths are ours, docs/decisions/0085); bound in server/http.ts. */
export const channelApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Channels (list contract: keyword over the title, visibility; last changed first)',
    query: ChannelListQuerySchema,
    response: listResultSchema(ChannelRowSchema),
  }),
  contentTypes: endpoint({
    method: 'GET',
    path: `${P}/content-types`,
    ...key,
    summary: 'The content types a channel can hold',
    response: z.array(OptionSchema),
  }),
  content: endpoint({
    method: 'GET',
    path: `${P}/content`,
    ...key,
    summary: 'The content picker: one type (type=video…), keyword, 10 per page',
    query: PickerQuerySchema,
    response: listResultSchema(PickerRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Create a channel with its audience and ordered items',
    body: ChannelInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A channel with its cover, audience and items', response: ChannelDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a channel, items in their new order (nothing changed answers changed: false; a stale updated_at is 409)',
    body: ChannelUpdateSchema,
    response: ChannelSavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...key, summary: 'Delete a channel (its content stays)', response: z.null() }),
});
