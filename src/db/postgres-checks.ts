import { StartError } from './start-error';

/**
 * What the console needs of a PostgreSQL server, checked once when it opens the database, so that a wrong
 * DATABASE_URL is one line at start (what is wrong, how to fix it) instead of a server that answers every request with
 * an error: the server reachable, the database there, a version that has trusted extensions (13; CI tests 15), and
 * pg_trgm (the keyword searches, docs/decisions/0100), which the contrib package brings.
 */
const MIN_POSTGRES = 13;

/** How long a connection may take before the server is called unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

interface Target {
  host: string;
  port: string;
  user: string;
  database: string;
}

export function targetOf(databaseUrl: string): Target {
  const url = new URL(databaseUrl);
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  return {
    host: decodeURIComponent(url.hostname) || param('host') || 'localhost',
    port: url.port || '5432',
    user: decodeURIComponent(url.username) || param('user') || process.env.PGUSER || process.env.USER || 'postgres',
    database:
      decodeURIComponent(url.pathname.replace(/^\//, '')) || param('dbname') || process.env.PGDATABASE || decodeURIComponent(url.username) || 'postgres',
  };
}

const where = (t: Target) => `${t.host.includes(':') ? `[${t.host}]` : t.host}:${t.port}`;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const shellWord = (word: string) => (/^[\w.@:/-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** A connection error as one line that says what to do, or null when it is none of the known ones. */
export function explainConnectError(err: unknown, t: Target): string | null {
  const e = err as { code?: string; message?: string; errors?: { code?: string }[] };
  const code = e?.code ?? e?.errors?.find((x) => x.code)?.code;
  const message = e?.message ?? String(err);
  if (code === '3D000')
    return `The database ${quoteIdent(t.database)} does not exist on the PostgreSQL server at ${where(t)}. Create it (createdb -h ${shellWord(t.host)} -p ${t.port} -U ${shellWord(t.user)} ${shellWord(t.database)}, or CREATE DATABASE ${quoteIdent(t.database)}; in psql) or point DATABASE_URL at an existing one.`;
  if (code === '28P01' || code === '28000')
    return `The PostgreSQL server at ${where(t)} refused user ${quoteIdent(t.user)}: ${message}. Check the user and password in DATABASE_URL.`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return `Cannot reach a PostgreSQL server at ${where(t)} (${code}): is it running, and does DATABASE_URL name its host and port?`;
  if (/timeout/i.test(message))
    return `Cannot reach a PostgreSQL server at ${where(t)}: no answer in ${CONNECT_TIMEOUT_MS / 1000} s. Is it running, and does DATABASE_URL name its host and port?`;
  return null;
}

interface ServerFacts {
  version: number;
  versionText: string;
  trgmInstalled: boolean;
  trgmAvailable: boolean;
  mayCreate: boolean;
}

/** What is wrong with a reachable server for the console, or null when nothing is. */
export function explainServer(facts: ServerFacts, t: Target): string | null {
  if (facts.version < MIN_POSTGRES * 10_000)
    return `The PostgreSQL server at ${where(t)} is version ${facts.versionText}: the console needs PostgreSQL ${MIN_POSTGRES} or later.`;
  if (facts.trgmInstalled) return null;
  if (!facts.trgmAvailable)
    return `The PostgreSQL server at ${where(t)} has no pg_trgm extension, which the console's searches need: install the server's contrib package (Debian and Ubuntu: postgresql-contrib, or postgresql-${Math.floor(facts.version / 10_000)}-contrib), then start again.`;
  if (!facts.mayCreate)
    return `User ${quoteIdent(t.user)} may not create the pg_trgm extension in database ${quoteIdent(t.database)}: run CREATE EXTENSION pg_trgm; in it as its owner or a superuser, or grant CREATE on the database.`;
  return null;
}

/** Connects once and checks the server; throws a StartError that says what to do. */
export async function checkPostgres(databaseUrl: string): Promise<void> {
  const t = targetOf(databaseUrl);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection ended by the server while we look would otherwise be an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    const line = explainConnectError(err, t);
    if (line) throw new StartError(line);
    throw err;
  }
  try {
    const { rows } = await client.query<{ version: string; version_text: string; installed: boolean; available: boolean; may_create: boolean }>(`
      select current_setting('server_version_num') as version, current_setting('server_version') as version_text,
             exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
             exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
             has_database_privilege(current_database(), 'CREATE') as may_create`);
    const r = rows[0];
    const line = explainServer(
      { version: Number(r.version), versionText: r.version_text, trgmInstalled: r.installed, trgmAvailable: r.available, mayCreate: r.may_create },
      t,
    );
    if (line) throw new StartError(line);
  } finally {
    await client.end().catch(() => undefined);
  }
}
