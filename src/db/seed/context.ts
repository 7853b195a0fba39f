import type { Organization } from '../schema';
import type { SeededLearning, SeedPeople } from './learning';

/** What the demo seed starts the areas' seed builders with: the demo organisation and its people. */
export interface SeedBase {
  org: Organization;
  people: SeedPeople;
}

/** What an area's seed builder gets: the demo organisation, its people and its learning structure. */
export interface SeedContext extends SeedBase {
  learning: SeededLearning;
}
