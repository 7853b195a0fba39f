import { defineConfig } from 'drizzle-kit';

/**
 * Migrations are kept per module so that areas can evolve their tables independently:
 * `DB_MODULE=quiz npm run db:generate` writes drizzle/quiz from src/db/schema/quiz.ts.
 * src/db/migrate.ts applies the modules in MIGRATION_MODULES order.
 */
const MODULES: Record<string, string[]> = {
  core: ['organizations', 'accounts', 'auth', 'audit', 'media', 'files'],
  learning: ['learning'],
  quiz: ['quiz'],
  presence: ['presence'],
  assignment: ['assignment'],
};
const name = process.env.DB_MODULE ?? 'core';
if (!MODULES[name]) throw new Error(`DB_MODULE must be one of ${Object.keys(MODULES).join(', ')}`);

export default defineConfig({
  dialect: 'postgresql',
  schema: MODULES[name].map((f) => `./src/db/schema/${f}.ts`),
  out: `./drizzle/${name}`,
  migrations: { table: `__drizzle_migrations_${name}` },
});
