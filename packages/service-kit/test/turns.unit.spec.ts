import { describe, expect, it } from 'vitest';
import { eachInTurns } from '../src/turns.ts';

describe('eachInTurns', () => {
  it('visits every item in order, letting the event loop run between slices', async () => {
    const seen: number[] = [];
    const between: number[] = [];
    // Work waiting on the loop runs only when the sweep lets it turn: after each slice.
    const waiting = () =>
      setImmediate(() => {
        between.push(seen.length);
        if (seen.length < 7) waiting();
      });
    waiting();
    await eachInTurns([1, 2, 3, 4, 5, 6, 7], (item) => seen.push(item), 3);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(between).toEqual([3, 6]);
  });

  it('visits what a Map gains between slices and skips what it loses', async () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    const seen: string[] = [];
    const sweep = eachInTurns(map.keys(), (key) => seen.push(key), 1);
    setImmediate(() => {
      map.delete('c');
      map.set('d', 4);
    });
    await sweep;
    expect(seen).toEqual(['a', 'b', 'd']);
  });
});
