import { endpoint, endpoints } from '@/lib/endpoint';
import { ContentSettingSchema, ContentSettingUpdateSchema, LearnerContentRulesSchema, SavedSchema } from './schemas';

/**
 * Setting › Content (spec 000's route table, key setting-content; the paths are ours, docs/decisions/0132): the
 * organisation's defaults for new content, bound in server/http.ts.
 */
export const contentSettingApi = endpoints({
  get: endpoint({
    method: 'GET',
    path: '/api/setting/content',
    access: 'key',
    key: 'setting-content',
    summary: "The organisation's defaults for new content, with the certificate templates and roles to choose from",
    response: ContentSettingSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/setting/content',
    access: 'key',
    key: 'setting-content',
    summary: "Save them (thumbnail, certificate templates and role must be the organisation's; a stale updated_at is 409)",
    body: ContentSettingUpdateSchema,
    response: SavedSchema,
  }),
  learner: endpoint({
    method: 'GET',
    path: '/api/learner/content-rules',
    access: 'signed-in',
    summary: "Learner: the organisation's rules for files and order (whether learners may download files; the default learning order)",
    response: LearnerContentRulesSchema,
  }),
});
