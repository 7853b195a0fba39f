import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import precompress from './scripts/precompress.mjs';
import apiEntry from './scripts/api-entry.mjs';

export default defineConfig({
  output: 'server',
  // Parallel work trees may build side by side (ASTRO_OUT_DIR=dist-x); tests start the server from the same place.
  outDir: process.env.ASTRO_OUT_DIR ?? 'dist',
  // Middleware mode: the app's handler alone (the pages); scripts/serve.mjs serves the static files from an index made
  // at start and hands /api and /scim/v2 to the API entry, whose readers cap its bodies (src/server/http/api-context.ts).
  adapter: node({ mode: 'middleware', bodySizeLimit: 30 * 1024 * 1024 }),
  // Brotli and gzip copies of the hashed assets, made once here and served by scripts/serve.mjs; the one API entry,
  // emitted beside the app for scripts/serve.mjs (and, under astro dev, routed through Astro: scripts/api-entry.mjs).
  integrations: [react(), precompress(), apiEntry()],
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? '127.0.0.1' },
  trailingSlash: 'ignore',
  security: {
    // The cross-site check is the middleware's (src/server/auth/cross-site.ts): the same rule for cookie sessions,
    // but an API client authenticated only by `Authorization: Bearer` needs no Origin header (docs/decisions/0048).
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        // Images only from the console itself (its storage is /api/storage/files/…), data: URLs, and blob: URLs the
        // page made itself for the preview of a file being uploaded (docs/decisions/0049).
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ],
      // Style attributes (the rich-text editor's, React's widths and progress bars) are allowed; <style> elements and
      // every script stay hash-only. A style attribute cannot run code.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'pg', 'exceljs', 'qrcode', 'sanitize-html', 'sharp'] },
    // React, react-dom, its scheduler and the island renderer load together on every page with an island: one chunk
    // instead of five gzips better and saves requests (issue 11, the list-page JavaScript budget).
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // React, react-dom, its scheduler, the island renderer and the small base every island page loads
                  // with them (stores, errors, formatting, texts, icons, the field frame, the lazy-import helper and
                  // the global toast/error host): always fetched together, so one file gzips better than six.
                  {
                    name: 'shell',
                    priority: 3,
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|nanostores[\\/]atom)[\\/]|rolldown[:\\/]runtime|[\\/]src[\\/](stores[\\/](error-dialog|toasts|host)\.ts|lib[\\/](api-error|format)\.ts|ui[\\/](messages|icons|Field|GlobalHost)\.tsx?)|preload-helper/,
                  },
                  // The typed client and the fetcher under it, with the endpoint path helpers: whatever calls the API
                  // loads all of them, so one file instead of four small ones (issue 26).
                  {
                    name: 'calls',
                    priority: 2,
                    test: /[\\/]src[\\/]lib[\\/](api-client|fetcher|api-response|endpoint)\.ts$/,
                  },
                  // The list kit every list page hydrates: the one list island, its cells, table, pager, search box,
                  // URL state and filter triggers (the date panel and the select's
                  // combobox load when used).
                  {
                    name: 'list',
                    priority: 1,
                    test: /[\\/]src[\\/](ui[\\/](useListState|DataTable|Pager|SearchBox|list-url|DateRangePicker|LazySelect)\.tsx?|lib[\\/](pager|list-url|list-kit)\.ts|islands[\\/]kit[\\/](ResourceList|cells)\.tsx)$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
