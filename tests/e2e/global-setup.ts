import { startServer } from '../setup/server';

/** The built console on its own database (PGlite, or a PostgreSQL database when DATABASE_URL is set). */
export default async function globalSetup() {
  const server = await startServer('e2e', { PORT: process.env.E2E_PORT ?? '4399' });
  return () => server.stop();
}
