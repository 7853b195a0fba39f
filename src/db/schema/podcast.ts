// The podcast area's table (drizzle/podcast holds its migrations: DB_MODULE=podcast npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { foreignKey, pgTable } from 'drizzle-orm/pg-core';
import { categories } from './category';
import { listCounterColumns, mediaColumns, mediaListIndexes } from './media';

/**
 * Podcasts (spec 000 §2 /podcast): the same columns as `videos` (one set of use cases serves both), with the
 * category's foreign key (this module migrates after the categories). The same module's second migration adds the
 * videos' category foreign key, which the core migration cannot (docs/decisions/0082).
 */
export const podcasts = pgTable('podcasts', mediaColumns(), (t) => [
  ...mediaListIndexes('podcasts', t),
  foreignKey({ columns: [t.categoryId], foreignColumns: [categories.id], name: 'podcasts_category_id_fk' }),
]);

/** The podcast list's counter (triggers in drizzle/podcast 0002). */
export const podcastListCounts = pgTable('podcast_list_counts', listCounterColumns());
