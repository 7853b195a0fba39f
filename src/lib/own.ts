/**
 * A map lookup by a value that came from a request (a query parameter, a body field): only the map's own keys
 * count, so `constructor`, `__proto__` or `toString` find nothing instead of Object.prototype's members.
 */
export function ownValue<T>(map: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined {
  return typeof key === 'string' && Object.hasOwn(map, key) ? map[key] : undefined;
}
