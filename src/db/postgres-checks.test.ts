import { describe, expect, it } from 'vitest';
import { explainConnectError, explainServer, targetOf } from './postgres-checks';

const t = targetOf('postgres://app:secret@db.example:6543/academy');
const fine = { version: 150_018, versionText: '15.18', trgmInstalled: true, trgmAvailable: true, mayCreate: false };

describe('what the console says of a PostgreSQL server it cannot use', () => {
  it('reads the target from DATABASE_URL, never the password', () => {
    expect(t).toEqual({ host: 'db.example', port: '6543', user: 'app', database: 'academy' });
    expect(explainConnectError({ code: '28P01', message: 'password authentication failed for user "app"' }, t)).not.toContain('secret');
  });

  it('a missing database: how to create it', () => {
    expect(explainConnectError({ code: '3D000', message: 'database "academy" does not exist' }, t)).toBe(
      'The database "academy" does not exist on the PostgreSQL server at db.example:6543. Create it (createdb -h db.example -p 6543 -U app academy, or CREATE DATABASE "academy"; in psql) or point DATABASE_URL at an existing one.',
    );
  });

  it('an unreachable server, a refused user; anything else is left as it is', () => {
    expect(explainConnectError(Object.assign(new AggregateError([{ code: 'ECONNREFUSED' }]), { code: undefined }), t)).toMatch(
      /^Cannot reach a PostgreSQL server at db\.example:6543 \(ECONNREFUSED\)/,
    );
    expect(explainConnectError(new Error('Connection terminated due to connection timeout'), t)).toMatch(/^Cannot reach .*no answer in 10 s/);
    expect(explainConnectError({ code: '28P01', message: 'password authentication failed for user "app"' }, t)).toMatch(
      /refused user "app".*Check the user and password/,
    );
    expect(explainConnectError({ code: '53300', message: 'too many clients already' }, t)).toBeNull();
  });

  it('pg_trgm: nothing to say when it is installed; the contrib package when the server lacks it; the privilege when it may not be created', () => {
    expect(explainServer(fine, t)).toBeNull();
    expect(explainServer({ ...fine, trgmInstalled: false, trgmAvailable: false }, t)).toBe(
      "The PostgreSQL server at db.example:6543 has no pg_trgm extension, which the console's searches need: install the server's contrib package (Debian and Ubuntu: postgresql-contrib, or postgresql-15-contrib), then start again.",
    );
    expect(explainServer({ ...fine, trgmInstalled: false, mayCreate: false }, t)).toMatch(
      /^User "app" may not create the pg_trgm extension in database "academy": run CREATE EXTENSION pg_trgm;/,
    );
    expect(explainServer({ ...fine, trgmInstalled: false, mayCreate: true }, t)).toBeNull();
  });

  it('a server older than 13', () => {
    expect(explainServer({ ...fine, version: 120_017, versionText: '12.17' }, t)).toBe(
      'The PostgreSQL server at db.example:6543 is version 12.17: the console needs PostgreSQL 13 or later.',
    );
  });
});
