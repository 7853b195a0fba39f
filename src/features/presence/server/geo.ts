/** Great-circle distance in metres (haversine). */
function distanceMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type LocationStatus = 'inside' | 'outside' | 'unknown';

/**
 * Where a check-in was, against the batch's location: nothing to say when the batch has no location; 'unknown'
 * when it has one but the check-in came without coordinates (a missing position is not proof of being there);
 * otherwise inside or outside the radius.
 */
export function locationStatus(
  point: { lat: number; lon: number } | null,
  place: { lat: number; lon: number; radiusMeters: number } | null,
): { status: LocationStatus | null; distance: number | null } {
  if (!place) return { status: null, distance: null };
  if (!point) return { status: 'unknown', distance: null };
  const distance = Math.round(distanceMeters(point, place));
  return { status: distance > place.radiusMeters ? 'outside' : 'inside', distance };
}
