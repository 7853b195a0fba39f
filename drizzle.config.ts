import { defineConfig } from 'drizzle-kit';

/**
 * Migrations are kept per module so that areas can evolve their tables independently:
 * `DB_MODULE=quiz npm run db:generate` writes drizzle/quiz from src/db/schema/quiz.ts (an area's module is named
 * after its schema file; its manifest lists the module in `migrations`). The platform's own tables form `core`.
 */
const CORE = ['organizations', 'directory', 'accounts', 'auth', 'audit', 'media', 'files'];
const name = process.env.DB_MODULE ?? 'core';
if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error('DB_MODULE must name a schema file of src/db/schema (or core)');

export default defineConfig({
  dialect: 'postgresql',
  schema: name === 'core' ? CORE.map((f) => `./src/db/schema/${f}.ts`) : [`./src/db/schema/${name}.ts`],
  out: `./drizzle/${name}`,
  migrations: { table: `__drizzle_migrations_${name}` },
});
