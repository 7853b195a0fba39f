// `npm run db:seed` runs the server's TypeScript through tsx, which knows nothing of Vite's `?raw` imports (the sheet
// reader carries its worker's source that way, so the built server needs no loose file). This hook loads such a
// specifier as a module whose default export is the file's text, as Vite does.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('?raw')) return nextLoad(url, context);
    const text = readFileSync(fileURLToPath(url.slice(0, -'?raw'.length)), 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  },
});
