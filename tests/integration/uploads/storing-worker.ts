// The final PATCH of a resumable upload in a process of its own, for storing-killed.test.ts: it opens the database the
// test names (WORKER_DATABASE_URL, else the PGlite WORKER_DATA_DIR) and stores the complete upload WORKER_UPLOAD of
// the organisation WORKER_ORG ({ id, orgCode }) as the final PATCH does. With CONSOLE_FAILPOINT=store-before-last-mib
// it stops before the last MiB (saying so on stderr) and the test kills it there.
import { openDatabase } from '../../../src/db/client';

const handle = await openDatabase(
  process.env.WORKER_DATABASE_URL ? { databaseUrl: process.env.WORKER_DATABASE_URL } : { dataDir: process.env.WORKER_DATA_DIR },
);
// As the server does when it starts, for the one folder stored here: who reads its files (decision 0106).
const { declareFileRules } = await import('../../../src/server/storage/file-access');
declareFileRules([{ area: 'video', folders: ['video'], keys: [] }]);
const { finalizeUpload } = await import('../../../src/features/storage/server/finalize-upload');
const stored = await finalizeUpload(handle.db, JSON.parse(process.env.WORKER_ORG!) as { id: number; orgCode: string }, process.env.WORKER_UPLOAD!);
process.stdout.write(`${JSON.stringify({ stored: stored.id })}\n`);
await handle.close();
