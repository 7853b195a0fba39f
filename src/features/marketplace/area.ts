import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const explore = area({ name: 'explore-content', base: '/explore-content', key: 'marketplace-explore', noun: 'Explore Content', group: 'Marketplace' });
const approvals = area({ name: 'approvals', base: '/approvals', key: 'marketplace-approvals', noun: 'Approval', group: 'Marketplace' });

const marketplaceRoutes: RouteDef[] = [explore.list('/explore-content', 'Explore Content'), approvals.list('/approvals', 'Approvals'), approvals.detail()];

export default defineArea({
  name: 'marketplace',
  routes: marketplaceRoutes,
  menu: [
    { group: 'Marketplace', label: 'Approvals', path: '/approvals', position: 20 },
    { group: 'Marketplace', label: 'Explore Content', path: '/explore-content', position: 30 },
  ],
});
