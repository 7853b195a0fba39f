import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { categoryEndpoints } from './server/http';
import { seedCategories } from './seed';

const categories = area({
  name: 'categories',
  base: '/categories',
  key: 'content-category',
  noun: 'Category',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/** /categories (spec 000 §2): a tree of content categories with parent, order and icon (docs/decisions/0070). */
export default defineArea({
  name: 'category',
  routes: categories.crud(),
  menu: [{ group: 'Content', label: 'Categories', path: '/categories', position: 230 }],
  api: categoryEndpoints,
  migrations: ['category'],
  seed: seedCategories,
});
