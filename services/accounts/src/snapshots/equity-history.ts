import { moneyOfFigure } from '@prop/contracts/money';
import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { mergeMinuteBuckets, type StoredBucket } from '../db/equity-buckets.ts';
import {
  bucketStartOf,
  type EquityBucket,
  type EquitySample,
  foldSample,
  mergeBuckets,
} from '../domain/trading/equity-buckets.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

const RECORDER = systemActor('accounts-equity-history');

/**
 * Every linked account's balance and equity over its life: each MT5 update is folded into its
 * minute's bucket in memory (last values, low and high), and at each flush those buckets are
 * merged into the stored ones (the extremes widen, the latest values win). A low between two
 * writes is kept by the bucket's minimum, so a drawdown is never smoothed away.
 */
export class EquityHistory {
  /**
   * The buckets folded since the last flush, by account, then by the minute's start (epoch ms):
   * every MT5 update lands here, and a key made of both would be a new string to hash each time.
   */
  private readonly changed = new Map<string, Map<number, EquityBucket>>();

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
    const changed = [...this.changed];
    this.changed.clear();
    if (changed.length === 0) return;
    const buckets: StoredBucket[] = changed.flatMap(([mt5AccountId, minutes]) =>
      [...minutes.values()].map((bucket) => ({ ...bucket, mt5AccountId })),
    );
    try {
      await runCommand(this.ctx.runtime, RECORDER, ({ trx }) => mergeMinuteBuckets(trx, buckets));
    } catch (error) {
      for (const [mt5AccountId, minutes] of changed) {
        const newer = this.minutesOf(mt5AccountId);
        for (const [start, bucket] of minutes) {
          const folded = newer.get(start);
          const [merged] = folded ? mergeBuckets([bucket, folded], 'minute', 'UTC') : [bucket];
          if (merged) newer.set(start, merged);
        }
      }
      throw error;
    }
  }

  private fold(mt5AccountId: string, sample: EquitySample): void {
    const minutes = this.minutesOf(mt5AccountId);
    const start = bucketStartOf(sample.time, 'minute', 'UTC').getTime();
    minutes.set(start, foldSample(minutes.get(start), sample, 'minute', 'UTC'));
  }

  private minutesOf(mt5AccountId: string): Map<number, EquityBucket> {
    let minutes = this.changed.get(mt5AccountId);
    if (!minutes) {
      minutes = new Map();
      this.changed.set(mt5AccountId, minutes);
    }
    return minutes;
  }
}
