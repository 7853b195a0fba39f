import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { digilibEndpoints } from './server/http';
import { seedDigilib } from './seed';
import { digilibItems } from '@/db/schema/digilib';

const digilib = area({
  name: 'digilib',
  base: '/digilib',
  key: 'content-digilib',
  noun: 'Digital Library',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/** /digilib (spec 000 §2, key content-digilib): digital library items of the three spec types (docs/decisions/0084). */
export default defineArea({
  name: 'digilib',
  routes: digilib.crud(),
  menu: [{ group: 'Content', label: 'Digital Library', path: '/digilib', position: 240 }],
  api: digilibEndpoints,
  migrations: ['digilib'],
  files: [{ area: 'digilib', folders: ['ebooks'], keys: ['content-digilib'] }],
  seed: seedDigilib,
  contents: [
    {
      type: 'digilib',
      label: 'Digital Library',
      items: {
        table: digilibItems,
        id: digilibItems.id,
        organizationId: digilibItems.organizationId,
        title: digilibItems.title,
        updatedAt: digilibItems.updatedAt,
      },
      category: {
        table: digilibItems,
        organizationId: digilibItems.organizationId,
        column: digilibItems.categoryId,
        label: ['digital library item', 'digital library items'],
      },
      inChannels: 6,
    },
  ],
});
