import { describe, expect, it } from 'vitest';
import { ownValue } from './own';

describe('ownValue', () => {
  const map = { invalid: 'The username or password is incorrect.' };
  it('finds own keys only', () => {
    expect(ownValue(map, 'invalid')).toBe('The username or password is incorrect.');
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '', null, undefined]) expect(ownValue(map, key)).toBeUndefined();
  });
});
