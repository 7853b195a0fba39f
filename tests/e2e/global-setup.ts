import { startServer } from '../setup/server';

/**
 * The built console on its own database (PGlite, or a PostgreSQL database when DATABASE_URL is set). Its quiz report
 * downloads past 10 rows go through the background job (decision 0009), so the report screen's download proves both.
 */
export default async function globalSetup() {
  const server = await startServer('e2e', { PORT: process.env.E2E_PORT ?? '4399', QUIZ_EXPORT_INLINE_MAX: '10', JOBS_POLL_MS: '500' });
  return () => server.stop();
}
