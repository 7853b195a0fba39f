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
    checkOrigin: true,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        "connect-src 'self'",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' https: http:",
        "frame-ancestors 'self'",
      ],
      // Style attributes (the rich-text editor's, React's widths and progress bars) are allowed; <style> elements and
      // every script stay hash-only. A style attribute cannot run code.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'pg', 'exceljs', 'qrcode', 'sanitize-html', 'sharp'] },
  },
});
