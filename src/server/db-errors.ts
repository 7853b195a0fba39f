/** True when the error (or one it wraps, as Drizzle does) is a PostgreSQL unique violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
