import { area, homeCrumb } from '../route-kit';
import { defineArea } from '../area-kit';
import { userImportEndpoints } from './server/http';

const users = area({ name: 'user', base: '/user', key: 'account-user', noun: 'User', group: 'Account', built: { import: true } });

/** /user/import (issue 16): bulk import of users from xlsx or csv, previewed then written all or nothing (docs/decisions/0078). */
export default defineArea({
  name: 'user-import',
  routes: [
    users.page('import', '/user/import', 'Import Users', {
      breadcrumb: [homeCrumb, { label: 'Account' }, { label: 'User', href: '/user' }, { label: 'Import' }],
    }),
  ],
  api: userImportEndpoints,
});
