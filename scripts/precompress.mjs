// Build step (an Astro integration, astro.config.mjs): every compressible asset under the client's /_astro/ gets a
// brotli (.br, quality 11) and a gzip (.gz, level 9) sibling once, at build time; scripts/serve.mjs serves them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|html|txt|xml|map|wasm)$/;

export function precompressDir(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      files += precompressDir(file);
      continue;
    }
    if (!PRECOMPRESSED.test(name)) continue;
    const raw = readFileSync(file);
    if (raw.length < 256) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    files += 1;
  }
  return files;
}

export default function precompress() {
  return {
    name: 'console:precompress',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const assets = path.join(fileURLToPath(dir), '_astro');
        const n = precompressDir(assets);
        logger.info(`brotli and gzip copies of ${n} assets in ${assets}`);
      },
    },
  };
}
