import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { areas, migrationModules } from './areas';
import { apiRoutes } from './api-registry';
import { openApiDocument, openApiPath } from './openapi';
import { menu, routes } from './registry';

describe('area manifests', () => {
  it('name each area once', () => {
    const names = areas.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("put every manifest's routes in the registry, and every registry route comes from a manifest", () => {
    for (const a of areas) for (const r of a.routes ?? []) expect(routes, `${a.name}: ${r.path}`).toContain(r);
    expect(routes.length).toBe(areas.reduce((n, a) => n + (a.routes?.length ?? 0), 0));
    const names = routes.map((r) => r.name);
    expect(new Set(names).size, 'route names are unique').toBe(names.length);
  });

  it("put every manifest's endpoints in the API registry and in the OpenAPI document", () => {
    const doc = openApiDocument(apiRoutes);
    for (const a of areas)
      for (const e of a.api ?? []) {
        expect(apiRoutes, `${a.name}: ${e.method} ${e.path}`).toContain(e);
        expect(doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()], `${a.name}: ${e.method} ${e.path} in openapi.json`).toBeDefined();
      }
    const keys = apiRoutes.map((e) => `${e.method} ${e.path.toLowerCase()}`);
    expect(new Set(keys).size, 'no endpoint is declared twice').toBe(keys.length);
  });

  it('declare every endpoint under /api/, the path the typed client and the fetcher send as it is', () => {
    for (const e of apiRoutes) expect(e.path, `${e.method} ${e.path}`).toMatch(/^\/api\//);
  });

  it('give every keyed endpoint and route a key, and every menu entry a route', () => {
    for (const e of apiRoutes) if (e.access === 'key') expect(e.key, `${e.method} ${e.path}`).toBeTruthy();
    expect(menu.length).toBe(areas.reduce((n, a) => n + (a.menu?.length ?? 0), 0));
  });

  it('list migration folders that exist, each once', () => {
    const modules = migrationModules();
    expect(modules.slice(0, 2)).toEqual(['core', 'learning']);
    expect(new Set(modules).size).toBe(modules.length);
    for (const m of modules) expect(existsSync(path.resolve('drizzle', m, 'meta', '_journal.json')), m).toBe(true);
  });
});
