import type { RouteDef } from '@/lib/routes';
import { marketplaceGrants } from '@/db/schema/marketplace';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { marketplaceEndpoints } from './server/http';
import { seedMarketplace } from './seed';

const explore = area({
  name: 'explore-content',
  base: '/explore-content',
  key: 'marketplace-explore',
  noun: 'Explore Content',
  group: 'Marketplace',
  built: { list: true },
});
const approvals = area({
  name: 'approvals',
  base: '/approvals',
  key: 'marketplace-approvals',
  noun: 'Approval',
  group: 'Marketplace',
  built: { list: true, detail: true },
});

// The seller's offers (decision 0141): whoever manages the organisation's providers publishes their price lists. No
// sidebar entry (spec 000 §2's menu is the spec's): /explore-content links to them for whoever holds the key.
const offers = area({
  name: 'marketplace-offers',
  base: '/explore-content/offers',
  key: 'account-provider',
  noun: 'Offer',
  group: 'Marketplace',
  built: { list: true, create: true, edit: true },
});

const marketplaceRoutes: RouteDef[] = [
  explore.list('/explore-content', 'Explore Content'),
  approvals.list('/approvals', 'Approvals'),
  approvals.detail(),
  ...offers.crud(['list', 'create', 'edit']),
];

/** /explore-content, its cart and checkout, /approvals and the seller's offers (spec 002 §2, §3, §7, §9; decisions 0133, 0141). */
export default defineArea({
  name: 'marketplace',
  routes: marketplaceRoutes,
  menu: [
    { group: 'Marketplace', label: 'Approvals', path: '/approvals', position: 20 },
    { group: 'Marketplace', label: 'Explore Content', path: '/explore-content', position: 30 },
  ],
  api: marketplaceEndpoints,
  migrations: ['marketplace'],
  seed: seedMarketplace,
  // What an approved request grants: the organisation's bought content, in the course's content picker (0133).
  contents: [
    {
      type: 'marketplace_content',
      label: 'Marketplace Content',
      items: {
        table: marketplaceGrants,
        id: marketplaceGrants.id,
        organizationId: marketplaceGrants.organizationId,
        title: marketplaceGrants.title,
        updatedAt: marketplaceGrants.createdAt,
        pickerSubtitle: marketplaceGrants.subtitle,
      },
      placeable: { course: 13 },
    },
  ],
});
