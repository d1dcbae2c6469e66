import { describe, expect, it } from 'vitest';
import { type EquityBucket, type EquitySample, foldSample } from '../../src/domain/trading/equity-buckets.ts';
import { FIRM_ZONE } from './fixtures.ts';

const sample = (time: string, equity: bigint, balance = 1_000_000n): EquitySample => ({
  time: new Date(time),
  balance,
  equity,
});

/** Folds samples in order into minute buckets, keeping each finished one. */
function minuteBuckets(samples: EquitySample[]): EquityBucket[] {
  const buckets: EquityBucket[] = [];
  for (const next of samples) {
    const last = buckets.at(-1);
    const folded = foldSample(last, next, 'minute', FIRM_ZONE);
    if (folded.start.getTime() === last?.start.getTime()) buckets[buckets.length - 1] = folded;
    else buckets.push(folded);
  }
  return buckets;
}

describe('equity buckets', () => {
  it('given samples within a minute, when folded, then the bucket keeps the last values and the low between them', () => {
    const [bucket] = minuteBuckets([
      sample('2026-01-12T10:00:05Z', 1_000_000n),
      sample('2026-01-12T10:00:20Z', 990_000n),
      sample('2026-01-12T10:00:50Z', 995_000n, 1_000_500n),
    ]);

    expect(bucket).toEqual({
      start: new Date('2026-01-12T10:00:00Z'),
      lastAt: new Date('2026-01-12T10:00:50Z'),
      balance: 1_000_500n,
      equity: 995_000n,
      equityMin: 990_000n,
      equityMax: 1_000_000n,
    });
  });

  it('given a sample in the next minute, when folded, then it starts a new bucket', () => {
    const buckets = minuteBuckets([
      sample('2026-01-12T10:00:59Z', 1_000_000n),
      sample('2026-01-12T10:01:00Z', 1_000_100n),
    ]);

    expect(buckets.map((bucket) => bucket.start.toISOString())).toEqual([
      '2026-01-12T10:00:00.000Z',
      '2026-01-12T10:01:00.000Z',
    ]);
  });

  it('given a late sample older than the bucket latest, when folded, then it widens the range but the last values stay', () => {
    const [bucket] = minuteBuckets([
      sample('2026-01-12T10:00:40Z', 1_000_000n),
      sample('2026-01-12T10:00:10Z', 1_020_000n),
    ]);

    expect(bucket).toMatchObject({
      equity: 1_000_000n,
      equityMax: 1_020_000n,
      lastAt: new Date('2026-01-12T10:00:40Z'),
    });
  });
});
