import { describe, expect, it } from 'vitest';
import { oldestAgeSeconds } from '../src/domain/snapshot-age.ts';

describe('the age of the oldest MT5 snapshot', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('given readings 2 s and 95.5 s old, then it is 95.5 s', () => {
    expect(oldestAgeSeconds([new Date(now - 2000), new Date(now - 95_500)], now)).toBe(95.5);
  });

  it('given no live account, then it is 0', () => {
    expect(oldestAgeSeconds([], now)).toBe(0);
  });

  it('given a reading stamped ahead of the clock, then it is 0, never negative', () => {
    expect(oldestAgeSeconds([new Date(now + 1000)], now)).toBe(0);
  });
});
