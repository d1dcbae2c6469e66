import { moneyOfCents } from '@prop/contracts/money';
import { bucketStartMsOf, type EquityBucket } from '../domain/trading/equity-buckets.ts';

/**
 * An account's minute being folded, in integer cents, changed in place by each update: one update
 * a second per account, a new bucket and two bigints each time lived about a second, long enough
 * for the young generation to copy and promote them (bench/equity-live).
 */
interface OpenMinute {
  startMs: number;
  lastAt: Date;
  balance: number;
  equity: number;
  low: number;
  high: number;
  /** Updates were folded in since the minute was last taken. */
  untaken: boolean;
}

/**
 * Each account's current minute: the latest balance and equity, the equity's low and high. A flush
 * takes what changed as a bucket; the minute goes on folding, and what it takes next time is the
 * whole minute again, which the stored bucket's merge (extremes widen, the latest values win) takes
 * as it took the part before.
 */
export class OpenMinutes {
  private readonly byAccount = new Map<string, OpenMinute>();

  /**
   * Folds one update into its account's minute. Returns what does not fold into it, for the caller
   * to keep with the other buckets it writes: the minute that ended, untaken, when the update opens
   * the next one; the update's own bucket when it is older than the minute held.
   */
  fold(mt5AccountId: string, time: Date, balance: number, equity: number): EquityBucket | undefined {
    const startMs = bucketStartMsOf(time, 'minute', 'UTC');
    const open = this.byAccount.get(mt5AccountId);
    if (!open) {
      this.byAccount.set(mt5AccountId, {
        startMs,
        lastAt: time,
        balance,
        equity,
        low: equity,
        high: equity,
        untaken: true,
      });
      return undefined;
    }
    if (startMs < open.startMs) {
      return bucketOf({ startMs, lastAt: time, balance, equity, low: equity, high: equity, untaken: true });
    }
    if (startMs > open.startMs) {
      const ended = open.untaken ? bucketOf(open) : undefined;
      open.startMs = startMs;
      open.lastAt = time;
      open.balance = balance;
      open.equity = equity;
      open.low = equity;
      open.high = equity;
      open.untaken = true;
      return ended;
    }
    if (time.getTime() >= open.lastAt.getTime()) {
      open.lastAt = time;
      open.balance = balance;
      open.equity = equity;
    }
    if (equity < open.low) open.low = equity;
    if (equity > open.high) open.high = equity;
    open.untaken = true;
    return undefined;
  }

  /**
   * The account's minute as a bucket, if updates were folded in since it was last taken. A minute
   * that started at or before `lastEndedStart` has ended and is let go.
   */
  take(mt5AccountId: string, lastEndedStart: number): EquityBucket | undefined {
    const open = this.byAccount.get(mt5AccountId);
    if (!open) return undefined;
    if (open.startMs <= lastEndedStart) this.byAccount.delete(mt5AccountId);
    if (!open.untaken) return undefined;
    open.untaken = false;
    return bucketOf(open);
  }

  /** Accounts whose minute has something to take, or has ended and is still held. */
  *due(lastEndedStart: number): Generator<string> {
    for (const [mt5AccountId, open] of this.byAccount) {
      if (open.untaken || open.startMs <= lastEndedStart) yield mt5AccountId;
    }
  }
}

function bucketOf(open: OpenMinute): EquityBucket {
  return {
    start: new Date(open.startMs),
    lastAt: open.lastAt,
    balance: moneyOfCents(open.balance),
    equity: moneyOfCents(open.equity),
    equityMin: moneyOfCents(open.low),
    equityMax: moneyOfCents(open.high),
  };
}
