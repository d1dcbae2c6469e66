import { centsOfFigure } from '@prop/contracts/money';
import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { commitUnawaited } from '../db/commit-unawaited.ts';
import { type AccountMinutes, writeEquityMinutes } from '../db/equity-minutes.ts';
import type { AccountLink } from '../domain/account-link.ts';
import {
  bucketStartMsOf,
  combineBuckets,
  type EquityBucket,
  type EquitySample,
  foldSample,
} from '../domain/trading/equity-buckets.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';
import { OpenMinutes } from './open-minutes.ts';
import { PacedWrites, stepsOf } from './paced-writes.ts';

const RECORDER = systemActor('accounts-equity-history');

/**
 * Accounts a write carries: their minute buckets, and the hours of the minutes that have ended.
 * One write of every account at once held a PostgreSQL core and accounts' core for hundreds of
 * milliseconds every flush, and on a shared machine that burst was risk's verdict p99
 * (bench/breach-latency: at 10,000 accounts, p99 20 ms with writes of 250 accounts, as with no
 * flush at all; 24-38 ms with writes of 1,000; 35-158 ms with one write).
 */
export const ACCOUNTS_A_WRITE = 250;

const MINUTE_MS = 60_000;

/**
 * Every linked account's balance and equity over its life: each MT5 update is folded into its
 * minute's bucket in memory (last values, low and high), and at each flush those buckets are
 * merged into the stored ones (the extremes widen, the latest values win). A low between two
 * writes is kept by the bucket's minimum, so a drawdown is never smoothed away. The stored open
 * minute goes into the history and its hour when a later minute of its account is written
 * (`writeEquityMinutes`), whichever process writes it.
 */
export class EquityHistory {
  /** Each account's current minute, which every MT5 update is folded into. */
  private readonly open = new OpenMinutes();

  /**
   * Other buckets folded since the last flush, by account, then by the minute's start (epoch ms):
   * minutes that ended before a flush took them, samples from before the account was watched,
   * buckets of a write that failed.
   */
  private changed = new Map<string, Map<number, EquityBucket>>();

  private readonly writes = new PacedWrites();

  constructor(private readonly ctx: Pick<AccountsContext, 'runtime'>) {}

  /** An MT5 update, kept while its account is linked (`link`, looked up once for every use of the update). */
  sample(snapshot: Mt5Snapshot, link: AccountLink | undefined): void {
    const { info } = snapshot;
    if (!info || !link) return;
    const passed = this.open.fold(
      snapshot.id,
      snapshot.updatedAt,
      centsOfFigure(info.balance),
      centsOfFigure(info.equity),
    );
    if (passed) mergeInto(bucketsOf(this.changed, snapshot.id), [passed]);
  }

  /** Samples from before the account was watched (a simulated account's back history). */
  samplePast(mt5AccountId: string, samples: EquitySample[]): void {
    for (const sample of samples) this.fold(mt5AccountId, sample);
  }

  /**
   * Writes every bucket changed since the last flush, `ACCOUNTS_A_WRITE` accounts a write, the
   * writes spread over `spreadMs` (none: one after another). A write that fails leaves its buckets
   * and the unwritten ones to the next flush.
   *
   * The buckets folded so far are taken out of memory when the run's turn comes, and each write
   * takes its own accounts' part of them when its turn comes: one pass over every account at once
   * held the event loop for about 240 ms at 50,000 accounts in a profiled run (bench/README.md,
   * forty-first session), and every simulator slice it held back reached risk in a burst.
   */
  flush(spreadMs = 0): Promise<void> {
    return this.writes.run(spreadMs, () => {
      const changed = this.changed;
      this.changed = new Map();
      const accountsDue = new Set(changed.keys());
      for (const mt5AccountId of this.open.due(this.lastEndedStart())) accountsDue.add(mt5AccountId);
      const accounts = [...accountsDue];
      return stepsOf(accounts, ACCOUNTS_A_WRITE).map(({ rows, from }) => async () => {
        const due = this.takeDue(rows, changed);
        if (due.length === 0) return;
        try {
          await runCommand(this.ctx.runtime, RECORDER, async ({ trx }) => {
            await commitUnawaited(trx);
            await writeEquityMinutes(trx, due);
          });
        } catch (error) {
          this.keep(due);
          // The writes after this one do not run: what they would have taken goes back.
          for (const mt5AccountId of accounts.slice(from + rows.length)) {
            const left = changed.get(mt5AccountId);
            if (left) mergeInto(bucketsOf(this.changed, mt5AccountId), left.values());
          }
          throw error;
        }
      });
    });
  }

  /**
   * What a write of `accounts` carries, taken out of memory (put back by `keep` if the write fails):
   * their buckets folded before the run and their open minute as it stands now.
   */
  private takeDue(accounts: string[], changed: Map<string, Map<number, EquityBucket>>): AccountMinutes[] {
    const lastEndedStart = this.lastEndedStart();
    const due: AccountMinutes[] = [];
    for (const mt5AccountId of accounts) {
      let minutes = changed.get(mt5AccountId);
      const current = this.open.take(mt5AccountId, lastEndedStart);
      if (current) {
        minutes ??= new Map();
        mergeInto(minutes, [current]);
      }
      if (minutes) due.push({ mt5AccountId, minutes: [...minutes.values()] });
    }
    return due;
  }

  /** Buckets not written, merged with those folded since: the extremes of both, the latest values. */
  private keep(unwritten: AccountMinutes[]): void {
    for (const { mt5AccountId, minutes } of unwritten) mergeInto(bucketsOf(this.changed, mt5AccountId), minutes);
  }

  /** Where the last minute that has ended started: an open minute up to it is let go once written. */
  private lastEndedStart(): number {
    return this.ctx.runtime.clock.now().getTime() - MINUTE_MS;
  }

  private fold(mt5AccountId: string, sample: EquitySample): void {
    const minutes = bucketsOf(this.changed, mt5AccountId);
    const start = bucketStartMsOf(sample.time, 'minute', 'UTC');
    minutes.set(start, foldSample(minutes.get(start), sample, 'minute', 'UTC'));
  }
}

/** An account's minute buckets in `byAccount`, by the minute's start (epoch ms). */
function bucketsOf(byAccount: Map<string, Map<number, EquityBucket>>, mt5AccountId: string): Map<number, EquityBucket> {
  let minutes = byAccount.get(mt5AccountId);
  if (!minutes) {
    minutes = new Map();
    byAccount.set(mt5AccountId, minutes);
  }
  return minutes;
}

/** Each bucket combined with the one of its minute already there. Buckets are never changed in place. */
function mergeInto(minutes: Map<number, EquityBucket>, buckets: Iterable<EquityBucket>): void {
  for (const bucket of buckets) {
    const start = bucket.start.getTime();
    const there = minutes.get(start);
    minutes.set(start, there ? combineBuckets(there, bucket) : bucket);
  }
}
