import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { idpEndpoints } from './server/http';
import { seedIdpTemplates } from './seed';

const built = {
  list: true,
  create: true,
  learning: true,
  review: true,
  'cart-learning': true,
  detail: true,
  'detail-idp': true,
  edit: true,
  'edit-template': true,
  'learning-edit': true,
  'review-edit': true,
  'cart-learning-edit': true,
};
const template = area({ name: 'setting-template', base: '/setting/template', key: 'setting-template', noun: 'Template', group: 'Setting', built });

/**
 * Setting › Template (spec 002 §2, key setting-template; issue 33, docs/decisions/0134): individual development plan
 * templates per tab (recommended, formal, social, experiential), built in steps (fields, learnings, cart, review)
 * whose draft is kept on the server, over the learning the other areas offer.
 */
export default defineArea({
  name: 'idp',
  routes: [
    template.list(),
    template.create(),
    template.page('learning', '/setting/template/learning', 'Learning Template'),
    template.page('review', '/setting/template/review', 'Review Template'),
    template.page('cart-learning', '/setting/template/cart/cart-learning', 'Cart Learning'),
    template.detail(),
    template.page('detail-idp', '/setting/template/detail-idp/:id', 'IDP Template Details'),
    template.edit(),
    template.page('edit-template', '/setting/template/edit-template/:id', 'Edit IDP Template'),
    template.page('learning-edit', '/setting/template/learning/edit', 'Edit Learning Template'),
    template.page('review-edit', '/setting/template/review/edit', 'Edit Review Template'),
    template.page('cart-learning-edit', '/setting/template/cart/cart-learning/edit', 'Edit Cart Learning'),
  ],
  menu: [{ group: 'Setting', label: 'Template', path: '/setting/template', position: 280 }],
  api: idpEndpoints,
  migrations: ['idp'],
  seed: seedIdpTemplates,
});
