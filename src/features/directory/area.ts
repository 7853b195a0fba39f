import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { directoryEndpoints } from './server/http';
import { seedDirectory } from './seed';

const built = { list: true, create: true, edit: true };
/** The organisation's structure is the user administrator's (key account-user), under /user (decision 0074). */
const lists = [
  area({ name: 'division', base: '/user/division', key: 'account-user', noun: 'Division', group: 'Account', built }),
  area({ name: 'company', base: '/user/company', key: 'account-user', noun: 'Company', group: 'Account', built }),
  area({ name: 'expert-level', base: '/user/expert-level', key: 'account-user', noun: 'Expert Level', group: 'Account', built }),
  area({ name: 'coach', base: '/user/coach', key: 'account-user', noun: 'Coach', group: 'Account', built }),
];

/** The organisation's structure: divisions, companies, expert levels, coaches and the people pickers (issue 16). */
export default defineArea({
  name: 'directory',
  routes: lists.flatMap((l) => l.crud(['list', 'create', 'edit'])),
  menu: [
    { group: 'Account', label: 'Division', path: '/user/division', position: 252 },
    { group: 'Account', label: 'Company', path: '/user/company', position: 253 },
    { group: 'Account', label: 'Expert Level', path: '/user/expert-level', position: 254 },
    { group: 'Account', label: 'Coach', path: '/user/coach', position: 255 },
  ],
  api: directoryEndpoints,
  migrations: ['directory-extra'],
  seed: seedDirectory,
});
