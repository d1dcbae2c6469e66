import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from '../src/features/objectives/utils/refresh-throttle.ts';

describe('re-reading the objectives after account ticks', () => {
  it('given no read yet, then the first tick reads at once', () => {
    expect(refreshDelayMs(null, 50_000, 10_000)).toBe(0);
  });

  it('given a read 4 s ago, then the next waits the 6 s left of the interval', () => {
    expect(refreshDelayMs(46_000, 50_000, 10_000)).toBe(6_000);
  });

  it('given a read a full interval ago or more, then it reads at once', () => {
    expect(refreshDelayMs(40_000, 50_000, 10_000)).toBe(0);
    expect(refreshDelayMs(1_000, 50_000, 10_000)).toBe(0);
  });
});
