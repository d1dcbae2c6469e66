import type { Statistics } from '@prop/contracts/trading';

/** Accounts whose statistics are kept; the least recently computed go first beyond it. */
const KEPT = 10_000;

/**
 * Statistics of an account as of its trades version: computing them reads every trade, so an
 * answer is reused until the ingestion records a trade (which moves the version).
 */
export class StatisticsCache {
  private readonly byAccount = new Map<string, { version: number; statistics: Statistics }>();

  async get(mt5AccountId: string, version: number, compute: () => Promise<Statistics>): Promise<Statistics> {
    const kept = this.byAccount.get(mt5AccountId);
    if (kept?.version === version) return kept.statistics;
    const statistics = await compute();
    this.byAccount.delete(mt5AccountId);
    this.byAccount.set(mt5AccountId, { version, statistics });
    if (this.byAccount.size > KEPT) {
      const oldest = this.byAccount.keys().next().value;
      if (oldest !== undefined) this.byAccount.delete(oldest);
    }
    return statistics;
  }
}
