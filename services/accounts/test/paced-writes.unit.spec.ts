import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { PacedWrites, stepsOf, type Write } from '../src/snapshots/paced-writes.ts';

/** Writes that note their name and when they ran. */
function recorder() {
  const done: { name: string; at: number }[] = [];
  const write =
    (name: string): Write =>
    async () => {
      done.push({ name, at: performance.now() });
    };
  const gaps = () => done.slice(1).map((entry, index) => entry.at - (done[index]?.at ?? 0));
  return { done, write, names: () => done.map((entry) => entry.name), gaps };
}

describe('paced writes', () => {
  it('given three writes spread over 300 ms, when run, then they go in order with a third of it between each', async () => {
    const { write, names, gaps } = recorder();

    await new PacedWrites().run(300, () => [write('a'), write('b'), write('c')]);

    expect(names()).toEqual(['a', 'b', 'c']);
    // A timer may fire a millisecond early; never much earlier.
    for (const gap of gaps()) expect(gap).toBeGreaterThanOrEqual(95);
  });

  it('given a run paced over a minute, when a run that must not wait is asked, then the first ends its writes at once and the second follows it', async () => {
    const { write, names } = recorder();
    const writes = new PacedWrites();

    const paced = writes.run(60_000, () => [write('a1'), write('a2'), write('a3')]);
    const hurried = writes.run(0, () => [write('b1'), write('b2')]);
    await Promise.all([paced, hurried]);

    expect(names()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
  });

  it('given a run after a hurried one, when run over a spread, then it pauses again', async () => {
    const { write, gaps } = recorder();
    const writes = new PacedWrites();
    await writes.run(0, () => [write('a1'), write('a2')]);

    await writes.run(200, () => [write('b1'), write('b2')]);

    expect(gaps()[2]).toBeGreaterThanOrEqual(95);
  });

  it('given a run queued behind another, when its turn comes, then its writes are asked for only then', async () => {
    const { write, names } = recorder();
    const writes = new PacedWrites();
    let askedAfter: string[] = [];

    const first = writes.run(100, () => [write('a1'), write('a2')]);
    const second = writes.run(100, () => {
      askedAfter = names();
      return [write('b1')];
    });
    await Promise.all([first, second]);

    expect(askedAfter).toEqual(['a1', 'a2']);
  });

  it('given a write that fails, when run, then the run fails, the writes after it are not tried and the next run still goes', async () => {
    const { write, names } = recorder();
    const writes = new PacedWrites();
    const failing: Write = async () => {
      throw new Error('the database is away');
    };

    const broken = writes.run(0, () => [write('a1'), failing, write('a3')]);
    const next = writes.run(0, () => [write('b1')]);

    await expect(broken).rejects.toThrow('the database is away');
    await next;
    expect(names()).toEqual(['a1', 'b1']);
  });

  it('given 7 rows in writes of 3, when cut, then the last write holds the odd one and each knows where it starts', () => {
    expect(stepsOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      { rows: [1, 2, 3], from: 0 },
      { rows: [4, 5, 6], from: 3 },
      { rows: [7], from: 6 },
    ]);
    expect(stepsOf([], 3)).toEqual([]);
  });
});
