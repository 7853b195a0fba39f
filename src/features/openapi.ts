import { z } from 'zod';
import type { EndpointDef } from '@/lib/endpoint';

const schema = (s: unknown) => (s instanceof z.ZodType ? z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }) : undefined);

/** A declared path as the document writes it: relative to its server (`/api`), its :params as {params}. */
export const openApiPath = (path: string) => path.slice('/api'.length).replace(/:(\w+)(\([^)]*\))?\??/g, '{$1}');

/** OpenAPI 3.1 generated from the API registry and its zod schemas: what the guards enforce is what is documented. */
export function openApiDocument(apiRoutes: readonly EndpointDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of apiRoutes) {
    const path = openApiPath(r.path);
    const params = [...r.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = schema(r.query) as { properties?: Record<string, unknown> } | undefined;
    for (const [name, s] of Object.entries(query?.properties ?? {})) params.push({ name, in: 'query', required: false, schema: s as never });
    const body = r.body === 'multipart' ? undefined : schema(r.body);
    const response = schema(r.response);
    (paths[path] ??= {})[r.method.toLowerCase()] = {
      summary: r.summary,
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      'x-permission-key': r.key,
      parameters: params.length ? params : undefined,
      requestBody: body
        ? { required: true, content: { 'application/json': { schema: body } } }
        : r.body === 'multipart'
          ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } }
          : undefined,
      responses: {
        '200': r.raw
          ? { description: 'the file or image itself' }
          : {
              description: 'success envelope',
              content: response
                ? { 'application/json': { schema: { type: 'object', properties: { success: { const: true }, message: { type: 'string' }, data: response } } } }
                : undefined,
            },
        ...(r.access === 'public' ? {} : { '401': { description: 'no or expired session' } }),
        ...(r.access === 'key' ? { '403': { description: `needs ${r.key}` } } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Console API', version: '1' },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
