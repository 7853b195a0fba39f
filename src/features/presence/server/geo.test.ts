import { describe, expect, it } from 'vitest';
import { locationStatus } from './geo';

describe('check-in location', () => {
  const place = { lat: -6.2, lon: 106.816666, radiusMeters: 100 };
  it('is unknown without coordinates when the batch has a location, never inside', () => {
    expect(locationStatus(null, place)).toEqual({ status: 'unknown', distance: null });
  });
  it('is inside or outside the radius with coordinates', () => {
    expect(locationStatus({ lat: -6.2, lon: 106.8167 }, place).status).toBe('inside');
    expect(locationStatus({ lat: -6.21, lon: 106.816666 }, place)).toMatchObject({ status: 'outside', distance: 1112 });
  });
  it('says nothing when the batch has no location', () => {
    expect(locationStatus(null, null)).toEqual({ status: null, distance: null });
    expect(locationStatus({ lat: 1, lon: 1 }, null)).toEqual({ status: null, distance: null });
  });
});
