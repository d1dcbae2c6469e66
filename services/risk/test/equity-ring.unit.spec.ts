import { describe, expect, it } from 'vitest';
import { EquityRing } from '../src/state/equity-ring.ts';

describe('equity ring', () => {
  it('given several updates within a second, then it keeps the last of that second', () => {
    const ring = new EquityRing(10);
    ring.push(1000, 1);
    ring.push(1500, 2);
    ring.push(2100, 3);
    expect(ring.since(0)).toEqual([
      { atMs: 1500, equityCents: 2 },
      { atMs: 2100, equityCents: 3 },
    ]);
  });

  it('given more seconds than it holds, then it keeps the latest, oldest first', () => {
    const ring = new EquityRing(3);
    for (let second = 1; second <= 5; second++) ring.push(second * 1000, second);
    expect(ring.since(0).map((point) => point.equityCents)).toEqual([3, 4, 5]);
    expect(ring.since(4000).map((point) => point.equityCents)).toEqual([4, 5]);
  });

  it('given an older update, then it is ignored', () => {
    const ring = new EquityRing(3);
    ring.push(5000, 5);
    ring.push(4000, 4);
    expect(ring.since(0)).toEqual([{ atMs: 5000, equityCents: 5 }]);
  });
});
