// The one API entry in the build (an Astro integration, astro.config.mjs; docs/decisions/0109).
//  - astro build: src/api-entry.ts is emitted as dist/server/api-entry.mjs, an entry of the same server build as the
//    pages (so it shares their chunks: one database handle, one tus server, one set of named statements), which
//    scripts/serve.mjs imports and hands every /api and /scim/v2 request. The build has no /api route of its own:
//    no API request can go through Astro's page pipeline.
//  - astro dev (no serve.mjs in front): /api/[...path] and /scim/v2/[...path] are injected as routes whose handler
//    adapts Astro's request to the same entry (src/api-dev-route.ts).
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../src/api-entry.ts', import.meta.url));
const DEV_ROUTE = './src/api-dev-route.ts';
/** What scripts/serve.mjs imports from the build's server folder. */
export const API_ENTRY_FILE = 'api-entry.mjs';

export default function apiEntry() {
  return {
    name: 'console:api-entry',
    hooks: {
      'astro:config:setup': ({ command, injectRoute, updateConfig }) => {
        if (command === 'dev') {
          for (const pattern of ['/api/[...path]', '/scim/v2/[...path]']) injectRoute({ pattern, entrypoint: DEV_ROUTE, prerender: false });
          return;
        }
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'console:api-entry-chunk',
                applyToEnvironment: (environment) => environment.name === 'ssr',
                buildStart() {
                  this.emitFile({ type: 'chunk', id: ENTRY, fileName: API_ENTRY_FILE });
                },
              },
            ],
          },
        });
      },
    },
  };
}
