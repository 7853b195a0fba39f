import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import precompress from './scripts/precompress.mjs';

export default defineConfig({
  output: 'server',
  // Parallel work trees may build side by side (ASTRO_OUT_DIR=dist-x); tests start the server from the same place.
  outDir: process.env.ASTRO_OUT_DIR ?? 'dist',
  adapter: node({ mode: 'standalone', bodySizeLimit: 30 * 1024 * 1024 }),
  // Brotli and gzip copies of the hashed assets, made once here and served by scripts/serve.mjs.
  integrations: [react(), precompress()],
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
                  { name: 'react', priority: 3, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|^\0rolldown[\\/]runtime/ },
                  // The list widgets every list island hydrates with (table, pager, search box, URL state, filter triggers).
                  {
                    name: 'list',
                    priority: 1,
                    test: /[\\/]src[\\/](ui[\\/](useListState|DataTable|Pager|SearchBox|list-url|DateRangePicker)\.tsx?|lib[\\/](pager|list-url)\.ts)$/,
                  },
                  // The small shared base of every island (stores, fetcher, formatting, texts, icons, the field frame and
                  // the lazy-import helper): one chunk rather than ten of a few hundred bytes each.
                  {
                    name: 'core',
                    priority: 2,
                    test: /[\\/]node_modules[\\/]nanostores[\\/]atom[\\/]|[\\/]src[\\/](stores[\\/](error-dialog|toasts|host)\.ts|lib[\\/](fetcher|endpoint|format)\.ts|ui[\\/](messages|icons|Field)\.tsx?)|preload-helper/,
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
