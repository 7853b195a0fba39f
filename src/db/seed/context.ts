import type { Organization } from '../schema';
import type { SeededLearning, SeedPeople } from './learning';

/** What an area's seed builder gets: the demo organisation, its people and its learning structure. */
export interface SeedContext {
  org: Organization;
  people: SeedPeople;
  learning: SeededLearning;
}
