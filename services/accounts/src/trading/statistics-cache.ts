import type { Statistics } from '@prop/contracts/trading';
import type { JournalScope } from './journal.ts';

/** Accounts whose statistics are kept; the least recently computed go first beyond it. */
const KEPT = 10_000;

/**
 * Statistics of a holder's account as of its trades version: computing them reads every trade, so
 * an answer is reused until the ingestion records a trade (which moves the version). Kept per scope:
 * a re-linked MT5 account's new holder never gets the statistics of the whole ledger.
 */
export class StatisticsCache {
  private readonly byAccount = new Map<string, { version: number; statistics: Statistics }>();

  async get(scope: JournalScope, version: number, compute: () => Promise<Statistics>): Promise<Statistics> {
    const key = `${scope.mt5AccountId}@${scope.since?.toISOString() ?? ''}`;
    const kept = this.byAccount.get(key);
    if (kept?.version === version) return kept.statistics;
    const statistics = await compute();
    this.byAccount.delete(key);
    this.byAccount.set(key, { version, statistics });
    if (this.byAccount.size > KEPT) {
      const oldest = this.byAccount.keys().next().value;
      if (oldest !== undefined) this.byAccount.delete(oldest);
    }
    return statistics;
  }
}
