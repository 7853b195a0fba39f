import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Work an instance claims in the database (a background job, the storing of a finished upload) is its own until a
 * lease ends, which it renews while it works (a heartbeat, every third of the lease). An instance that died renews
 * nothing: once the lease has lapsed another instance, or this one restarted, takes the work over
 * (docs/decisions/0112). LEASE_SECONDS, 60 by default: a dead instance's work is taken over within about a minute.
 */
export function leaseSeconds(): number {
  const n = Number(process.env.LEASE_SECONDS);
  return Number.isFinite(n) && n > 0 ? n : 60;
}

/** How often a lease is renewed: three times per lease, so that one late renewal does not lose it. */
export const heartbeatMs = () => (leaseSeconds() * 1000) / 3;

/** This process among the instances: host, PID and a random part (a restarted container often has the same PID). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
