import { moneyOfFigure } from '@prop/contracts/money';
import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { mergeMinuteBuckets, type StoredBucket } from '../db/equity-buckets.ts';
import { bucketStartOf, type EquitySample, foldSample, mergeBuckets } from '../domain/trading/equity-buckets.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

const RECORDER = systemActor('accounts-equity-history');

/**
 * Every linked account's balance and equity over its life: each MT5 update is folded into its
 * minute's bucket in memory (last values, low and high), and at each flush those buckets are
 * merged into the stored ones (the extremes widen, the latest values win). A low between two
 * writes is kept by the bucket's minimum, so a drawdown is never smoothed away.
 */
export class EquityHistory {
  /** The buckets folded since the last flush, by account and minute. */
  private readonly changed = new Map<string, StoredBucket>();

  constructor(private readonly ctx: Pick<AccountsContext, 'runtime' | 'links'>) {}

  sample(snapshot: Mt5Snapshot): void {
    if (!snapshot.info || !this.ctx.links.forMt5(snapshot.id)) return;
    this.fold(snapshot.id, {
      time: snapshot.updatedAt,
      balance: moneyOfFigure(snapshot.info.balance),
      equity: moneyOfFigure(snapshot.info.equity),
    });
  }

  /** Samples from before the account was watched (a simulated account's back history). */
  samplePast(mt5AccountId: string, samples: EquitySample[]): void {
    for (const sample of samples) this.fold(mt5AccountId, sample);
  }

  /** Writes every bucket changed since the last flush; on failure they wait for the next one. */
  async flush(): Promise<void> {
    const buckets = [...this.changed.entries()];
    this.changed.clear();
    if (buckets.length === 0) return;
    try {
      await runCommand(this.ctx.runtime, RECORDER, ({ trx }) =>
        mergeMinuteBuckets(
          trx,
          buckets.map(([, bucket]) => bucket),
        ),
      );
    } catch (error) {
      for (const [key, bucket] of buckets) {
        const newer = this.changed.get(key);
        const [merged] = mergeBuckets(newer ? [bucket, newer] : [bucket], 'minute', 'UTC');
        if (merged) this.changed.set(key, { ...merged, mt5AccountId: bucket.mt5AccountId });
      }
      throw error;
    }
  }

  private fold(mt5AccountId: string, sample: EquitySample): void {
    const start = bucketStartOf(sample.time, 'minute', 'UTC');
    const key = `${mt5AccountId}|${start.getTime()}`;
    const bucket = foldSample(this.changed.get(key), sample, 'minute', 'UTC');
    this.changed.set(key, { ...bucket, mt5AccountId });
  }
}
