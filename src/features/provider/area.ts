import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { providerEndpoints } from './server/http';
import { seedProviders } from './seed';

const provider = area({
  name: 'provider',
  base: '/provider',
  key: 'account-provider',
  noun: 'Provider',
  // Spec 000 §2's sidebar lists /provider among the Branding pages (after /branding/organization); its key is
  // account-provider all the same. The sidebar group and the breadcrumb's both say Branding (decision 0118).
  group: 'Branding',
  built: { list: true, create: true, edit: true, detail: true },
});

/** /provider (spec 000 §2, key account-provider): learning providers and partners, and GET /partners (docs/decisions/0075). */
export default defineArea({
  name: 'provider',
  routes: provider.crud(),
  menu: [{ group: provider.group, label: 'Provider', path: '/provider', position: 410 }],
  api: providerEndpoints,
  migrations: ['provider'],
  seed: seedProviders,
});
