import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropPgDatabase, PG_TEMPLATE, prepareTemplate, onPostgres } from './databases';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    templateDump: string;
  }
}

export default async function setup(project: TestProject) {
  for (const file of ['entry.mjs', 'api-entry.mjs'])
    if (!existsSync(`${process.env.ASTRO_OUT_DIR ?? 'dist'}/server/${file}`))
      throw new Error(`Build the server first (npm test does): dist/server/${file} is missing`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'console-it-'));
  const templateDump = path.join(tmp, 'template.tar');
  const [server] = await Promise.all([startServer('it'), prepareTemplate(templateDump)]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('templateDump', templateDump);
  return async () => {
    await server.stop();
    if (onPostgres()) await dropPgDatabase(PG_TEMPLATE);
    rmSync(tmp, { recursive: true, force: true });
  };
}
