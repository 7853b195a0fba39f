import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const feed = area({ name: 'knowledge-feed', base: '/knowledge-feed', key: 'content-knowledge_feed', noun: 'Knowledge Feed', group: 'Content' });

/** /knowledge-feed (spec 000 §2, key content-knowledge_feed): posts learners shared, with moderation (issue 15). */
export default defineArea({
  name: 'knowledge-feed',
  routes: [feed.list(), feed.detail('/knowledge-feed/detail/:content/:id')],
  menu: [{ group: 'Content', label: 'Knowledge Feed', path: '/knowledge-feed', position: 110 }],
});
