// npm start: build when needed, then serve the console on the embedded database (PGlite under ./data)
// or on DATABASE_URL, and print the demo sign-ins once it answers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
const port = process.env.PORT ?? '4321';
const host = process.env.HOST ?? 'localhost';
const env = { ...process.env, PORT: port, HOST: host, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }; // React's production server build
const server = spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

const demo = JSON.parse(readFileSync(new URL('../src/db/seed/demo-accounts.json', import.meta.url), 'utf8'));
// The health check goes where the server listens; 0.0.0.0 and :: are reached on the loopback address.
const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
const base = `http://${probeHost}:${port}`;
for (let i = 0; i < 240; i++) {
  try {
    const res = await fetch(`${base}/api/health`);
    if (res.ok) {
      // Say where it really listens: HOST=0.0.0.0 (or ::) serves other machines, localhost only this one.
      const everywhere = host === '0.0.0.0' || host === '::';
      const where = everywhere
        ? `${host}:${port} (every interface; from this machine http://localhost:${port})`
        : `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      console.log(`\nThe console is listening on ${where} (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR ?? './data'}`}).`);
      // Other machines reach it by a name or address that is no organisation's url_domain (decision 0105).
      if (everywhere && !process.env.CONSOLE_URL && !process.env.DEFAULT_ORG_ANY_HOST)
        console.log('Other machines get 404 until CONSOLE_URL names the address they use, or DEFAULT_ORG_ANY_HOST=1 (README).');
      console.log(`Demo sign-ins (organisation code ${demo.orgCode}, password ${demo.password}):`);
      for (const a of demo.accounts) console.log(`  ${a.label.padEnd(50)} ${a.email}`);
      console.log('Press Ctrl-C to stop.\n');
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 500));
}
