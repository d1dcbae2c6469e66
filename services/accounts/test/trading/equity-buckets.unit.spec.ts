import { describe, expect, it } from 'vitest';
import {
  type EquityBucket,
  type EquitySample,
  equityPointsOf,
  foldSample,
  mergeBuckets,
} from '../../src/domain/trading/equity-buckets.ts';
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

  it('given minute buckets, when merged into hours, then each hour keeps its last values and its extremes', () => {
    const minutes = minuteBuckets([
      sample('2026-01-12T10:05:00Z', 1_000_000n),
      sample('2026-01-12T10:30:00Z', 970_000n),
      sample('2026-01-12T10:59:00Z', 1_010_000n),
      sample('2026-01-12T11:00:00Z', 1_005_000n),
    ]);

    expect(mergeBuckets(minutes, 'hour', FIRM_ZONE)).toEqual([
      {
        start: new Date('2026-01-12T10:00:00Z'),
        lastAt: new Date('2026-01-12T10:59:00Z'),
        balance: 1_000_000n,
        equity: 1_010_000n,
        equityMin: 970_000n,
        equityMax: 1_010_000n,
      },
      {
        start: new Date('2026-01-12T11:00:00Z'),
        lastAt: new Date('2026-01-12T11:00:00Z'),
        balance: 1_000_000n,
        equity: 1_005_000n,
        equityMin: 1_005_000n,
        equityMax: 1_005_000n,
      },
    ]);
  });

  it('given a week of minute buckets, when charted, then the points are quarter-hours', () => {
    const minutes = minuteBuckets([
      sample('2026-01-12T10:01:00Z', 1_000_000n),
      sample('2026-01-12T10:14:00Z', 980_000n),
      sample('2026-01-12T10:15:00Z', 990_000n),
    ]);

    expect(equityPointsOf(minutes, '1w', FIRM_ZONE)).toEqual([
      {
        time: '2026-01-12T10:00:00.000Z',
        balance: '10000.00',
        equity: '9800.00',
        equityMin: '9800.00',
        equityMax: '10000.00',
      },
      {
        time: '2026-01-12T10:15:00.000Z',
        balance: '10000.00',
        equity: '9900.00',
        equityMin: '9900.00',
        equityMax: '9900.00',
      },
    ]);
  });

  it('given hour buckets around local midnight, when charted whole, then the days are the firm zone days', () => {
    const hours = mergeBuckets(
      minuteBuckets([
        sample('2026-01-12T22:30:00Z', 1_000_000n),
        sample('2026-01-12T23:30:00Z', 960_000n),
        sample('2026-01-13T08:00:00Z', 1_020_000n),
      ]),
      'hour',
      FIRM_ZONE,
    );

    // Local midnight of the 13th in Amsterdam is 23:00Z on the 12th.
    expect(equityPointsOf(hours, 'all', FIRM_ZONE).map((point) => [point.time, point.equityMin, point.equity])).toEqual(
      [
        ['2026-01-11T23:00:00.000Z', '10000.00', '10000.00'],
        ['2026-01-12T23:00:00.000Z', '9600.00', '10200.00'],
      ],
    );
  });
});
