import { moneyOfFigure } from '@prop/contracts/money';
import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { mergeMinuteBuckets, type StoredBucket } from '../db/equity-buckets.ts';
import {
  bucketStartMsOf,
  type EquityBucket,
  type EquitySample,
  foldSample,
  mergeBuckets,
} from '../domain/trading/equity-buckets.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';
import { PacedWrites, stepsOf } from './paced-writes.ts';

const RECORDER = systemActor('accounts-equity-history');

/**
 * Accounts a write carries: their minute and hour buckets, about 500 rows. One write of every
 * account at once held a PostgreSQL core and accounts' core for hundreds of milliseconds every
 * flush, and on a shared machine that burst was risk's verdict p99 (bench/breach-latency: at 10,000
 * accounts, p99 20 ms with writes of 250 accounts, as with no flush at all; 24-38 ms with writes of
 * 1,000; 35-158 ms with one write).
 */
export const ACCOUNTS_A_WRITE = 250;

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

  private readonly writes = new PacedWrites();

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

  /**
   * Writes every bucket changed since the last flush, `ACCOUNTS_A_WRITE` accounts a write, the
   * writes spread over `spreadMs` (none: one after another). A write that fails leaves its buckets
   * and the unwritten ones to the next flush.
   */
  flush(spreadMs = 0): Promise<void> {
    return this.writes.run(spreadMs, () => {
      const changed = [...this.changed];
      this.changed.clear();
      return stepsOf(changed, ACCOUNTS_A_WRITE).map(({ rows: accounts, from }) => async () => {
        const buckets: StoredBucket[] = accounts.flatMap(([mt5AccountId, minutes]) =>
          [...minutes.values()].map((bucket) => ({ ...bucket, mt5AccountId })),
        );
        try {
          await runCommand(this.ctx.runtime, RECORDER, ({ trx }) => mergeMinuteBuckets(trx, buckets));
        } catch (error) {
          this.keep(changed.slice(from));
          throw error;
        }
      });
    });
  }

  /** Buckets not written, merged with those folded since: the extremes of both, the latest values. */
  private keep(unwritten: [string, Map<number, EquityBucket>][]): void {
    for (const [mt5AccountId, minutes] of unwritten) {
      const newer = this.minutesOf(mt5AccountId);
      for (const [start, bucket] of minutes) {
        const folded = newer.get(start);
        const [merged] = folded ? mergeBuckets([bucket, folded], 'minute', 'UTC') : [bucket];
        if (merged) newer.set(start, merged);
      }
    }
  }

  private fold(mt5AccountId: string, sample: EquitySample): void {
    const minutes = this.minutesOf(mt5AccountId);
    const start = bucketStartMsOf(sample.time, 'minute', 'UTC');
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
