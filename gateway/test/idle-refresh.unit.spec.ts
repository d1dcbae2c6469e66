import { describe, expect, it } from 'vitest';
import { IdleRefresh } from '../src/auth/idle-refresh.ts';

describe('idle timer restarts', () => {
  it("restarts a session's timer on its first request of a period and not again within it", () => {
    const refresh = new IdleRefresh(15_000);
    expect(refresh.due('a', 1_000)).toBe(true);
    expect(refresh.due('a', 2_000)).toBe(false);
    expect(refresh.due('a', 15_999)).toBe(false);
    expect(refresh.due('b', 15_999)).toBe(true);
  });

  it('restarts it again in the next period, so restarts are never two periods apart', () => {
    const refresh = new IdleRefresh(15_000);
    const restarts: number[] = [];
    for (let now = 0; now <= 120_000; now += 1_000) if (refresh.due('a', now)) restarts.push(now);
    expect(restarts).toEqual([0, 15_000, 30_000, 45_000, 60_000, 75_000, 90_000, 105_000, 120_000]);
  });

  it('forgets the sessions of a past period', () => {
    const refresh = new IdleRefresh(15_000);
    refresh.due('a', 0);
    expect(refresh.due('b', 20_000)).toBe(true);
    expect(refresh.due('a', 21_000)).toBe(true);
  });
});
