import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { feedEndpoints } from './server/http';
import { seedKnowledgeFeed } from './seed';

const feed = area({
  name: 'knowledge-feed',
  base: '/knowledge-feed',
  key: 'content-knowledge_feed',
  noun: 'Knowledge Feed',
  group: 'Content',
  built: { list: true, detail: true },
});

/** /knowledge-feed (spec 000 §2, key content-knowledge_feed): posts learners shared, moderated here (docs/decisions/0085). */
export default defineArea({
  name: 'knowledge-feed',
  routes: [feed.list(), feed.detail('/knowledge-feed/detail/:content/:id')],
  menu: [{ group: 'Content', label: 'Knowledge Feed', path: '/knowledge-feed', position: 110 }],
  api: feedEndpoints,
  migrations: ['feed'],
  files: [{ area: 'organization', folders: ['feed'], keys: [], everyone: true }],
  seed: seedKnowledgeFeed,
});
