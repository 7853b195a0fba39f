/**
 * Crash tests stop the server at a chosen point and kill it there (tests/integration/uploads/crash.test.ts): with
 * CONSOLE_FAILPOINT=<name>, the point of that name says `[failpoint] <name>` on stderr and never goes on. Unset, as
 * everywhere but in those tests, a point costs one comparison.
 */
export async function failpoint(name: string): Promise<void> {
  if (process.env.CONSOLE_FAILPOINT !== name) return;
  process.stderr.write(`[failpoint] ${name}\n`);
  await new Promise<never>(() => undefined);
}
