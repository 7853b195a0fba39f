import { describe, expect, it } from 'vitest';
import { addressDelaySeconds, retryMessage } from './rate-limit';

describe('address delays', () => {
  it('are free within the allowance, then double from 1 s up to the cap: the attempt after the last free one waits 1 s', () => {
    const limits = { freeFailures: 3, maxDelaySeconds: 30 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1000].map((n) => addressDelaySeconds(n, limits))).toEqual([0, 0, 1, 2, 4, 8, 16, 30, 30, 30, 30]);
  });

  it('say seconds under a minute and minutes otherwise', () => {
    expect(retryMessage(1)).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    expect(retryMessage(15)).toBe('Too many failed sign-in attempts. Please try again in 15 seconds.');
    expect(retryMessage(900)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(retryMessage(61)).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
  });
});
