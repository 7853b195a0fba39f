import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../src/features/api-registry';
import { call } from '../../setup/http';

describe('GET /api/openapi.json', () => {
  it('documents every registered endpoint with its schemas', async () => {
    const doc = await (await call('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of apiRoutes) {
      const op = doc.paths[r.path.replace(/^\/api/, '').replace(/:(\w+)(\([^)]*\))?\??/g, '{$1}')]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.path}`).toBeDefined();
    }
    const login = doc.paths['/v3/cms/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['username', 'password', 'org_code']));
  });
});
