import type { Money } from '@prop/contracts/money';
import type { EquityRange } from '@prop/contracts/trading';
import { startOfDayIn } from '@prop/service-kit/time-zone';
import { higherOf, lowerOf } from './money-extremes.ts';

/** One reading of an account's balance and equity. */
export interface EquitySample {
  time: Date;
  balance: Money;
  equity: Money;
}

/** The samples of one stretch of time, folded: the last balance and equity, and the equity's extremes. */
export interface EquityBucket {
  start: Date;
  /** When the latest sample folded in was taken: its balance and equity are the bucket's. */
  lastAt: Date;
  balance: Money;
  equity: Money;
  equityMin: Money;
  equityMax: Money;
}

export type BucketSize = 'minute' | 'quarter-hour' | 'hour' | 'day';

const FIXED_SIZE_MS = { minute: 60_000, 'quarter-hour': 900_000, hour: 3_600_000 } as const;

/** Minute buckets are kept this long; hour buckets, written beside them, for the account's life. */
export const MINUTE_BUCKETS_KEPT_MS = 7 * 86_400_000;

/**
 * The stored buckets each chart range reads: minutes for the day and the week (kept a week, and the
 * hourly compaction deletes only those older than a week when it runs), hours for the month and the
 * account's life.
 */
export const RANGE_STORED_SIZE: Record<EquityRange, 'minute' | 'hour'> = {
  '1d': 'minute',
  '1w': 'minute',
  '1m': 'hour',
  all: 'hour',
};

/**
 * The bucket size of each chart range, for a few hundred to 1,440 points: a day by the minute, a
 * week by the quarter-hour, a month by the hour, all of it by the day.
 */
export const RANGE_BUCKET_SIZE: Record<EquityRange, BucketSize> = {
  '1d': 'minute',
  '1w': 'quarter-hour',
  '1m': 'hour',
  all: 'day',
};

/**
 * Where the bucket of `size` holding `time` starts. Day buckets start at local midnight in
 * `timeZone`; the others are cut on the UTC clock, which is the local wall clock's cut in any zone
 * whose offset is whole hours (the firm's is).
 */
export function bucketStartOf(time: Date, size: BucketSize, timeZone: string): Date {
  if (size === 'day') return startOfDayIn(time, timeZone);
  return new Date(bucketStartMsOf(time, size, timeZone));
}

/** `bucketStartOf` in epoch ms: for every MT5 update, with no Date made for minutes and hours. */
export function bucketStartMsOf(time: Date, size: BucketSize, timeZone: string): number {
  if (size === 'day') return startOfDayIn(time, timeZone).getTime();
  const ms = FIXED_SIZE_MS[size];
  return Math.floor(time.getTime() / ms) * ms;
}

/**
 * The sample's bucket with the sample folded in: `bucket` updated when the sample falls in it,
 * otherwise a new bucket of the sample alone (the caller keeps the finished one). A sample older
 * than the bucket's latest widens the extremes but does not replace the last values.
 * Runs for every MT5 update: one new object when the sample falls in `bucket`, no bucket of the
 * sample alone made to be combined.
 */
export function foldSample(
  bucket: EquityBucket | undefined,
  sample: EquitySample,
  size: BucketSize,
  timeZone: string,
): EquityBucket {
  const start = bucketStartMsOf(sample.time, size, timeZone);
  if (bucket?.start.getTime() !== start) {
    return {
      start: new Date(start),
      lastAt: sample.time,
      balance: sample.balance,
      equity: sample.equity,
      equityMin: sample.equity,
      equityMax: sample.equity,
    };
  }
  const later = sample.time.getTime() >= bucket.lastAt.getTime();
  return {
    start: bucket.start,
    lastAt: later ? sample.time : bucket.lastAt,
    balance: later ? sample.balance : bucket.balance,
    equity: later ? sample.equity : bucket.equity,
    equityMin: lowerOf(bucket.equityMin, sample.equity),
    equityMax: higherOf(bucket.equityMax, sample.equity),
  };
}

/** Two buckets of one start as one: the extremes of both, the later one's last values. */
export function combineBuckets(a: EquityBucket, b: EquityBucket): EquityBucket {
  const latest = b.lastAt.getTime() >= a.lastAt.getTime() ? b : a;
  return {
    start: a.start,
    lastAt: latest.lastAt,
    balance: latest.balance,
    equity: latest.equity,
    equityMin: lowerOf(a.equityMin, b.equityMin),
    equityMax: higherOf(a.equityMax, b.equityMax),
  };
}
