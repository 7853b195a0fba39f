import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const provider = area({ name: 'provider', base: '/provider', key: 'account-provider', noun: 'Provider', group: 'Account' });

/** /provider (spec 000 §2, key account-provider): learning providers and partners (issue 16). */
export default defineArea({
  name: 'provider',
  routes: provider.crud(),
  menu: [{ group: 'Branding', label: 'Provider', path: '/provider', position: 410 }],
});
