// npm run db:seed: migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR or ./data) and seeds the
// demo organisation with the same builders the tests use. It never touches a database that already holds data.
// Stop the console first when it runs on PGlite: one data directory cannot be opened by two processes (its lock says
// which process holds it).
import { openDatabase } from '../src/db/client';
import { StartError } from '../src/db/start-error';
import { runMigrations } from '../src/db/migrate';
import { migrationModules } from '../src/features/areas';
import { demo, isEmpty, seedDemo } from '../src/db/seed/demo';

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './data'),
}).catch((err) => {
  if (!(err instanceof StartError)) throw err;
  console.error(`[seed] ${err.message}`);
  process.exit(1);
});
try {
  await handle.withLock(async (db) => {
    await runMigrations(handle, migrationModules(), db);
    if (!(await isEmpty(db))) {
      console.log('[seed] the database already holds organisations: nothing was changed.');
      return;
    }
    await seedDemo(db);
    console.log(`[seed] demo organisation ${demo.orgCode} seeded. Password for every demo account: ${demo.password}`);
    for (const a of demo.accounts) console.log(`  ${a.label.padEnd(50)} ${a.email}`);
  });
} finally {
  await handle.close();
}
