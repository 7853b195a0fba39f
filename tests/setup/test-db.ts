import { afterAll, beforeAll, inject } from 'vitest';
import type { Db } from '../../src/db/client';
import { openTestDatabase } from './databases';

/** A fresh migrated database for the test file: `const t = withTestDb(); … t.db`. */
export function withTestDb(): { readonly db: Db } {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  const holder = {
    get db() {
      return handle.db;
    },
  };
  beforeAll(async () => {
    // As the console does when it starts: the list of areas loads, and with it what the areas declare to the shared
    // layers (who reads the files each area stores, decision 0106).
    await import('../../src/features/areas');
    handle = await openTestDatabase(inject('templateDump'));
  });
  afterAll(async () => {
    await handle?.dispose();
  });
  return holder;
}
