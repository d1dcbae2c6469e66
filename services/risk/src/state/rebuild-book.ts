import type { Kysely } from 'kysely';
import { listLatestBreaches } from '../db/breaches.ts';
import { listDayStartHighs, listRecentDayStarts } from '../db/day-starts.ts';
import { listLockedPacks, lockedPackOf } from '../db/locked-packs.ts';
import { listMetObjectives } from '../db/met-objectives.ts';
import { listRecentWarnings } from '../db/raised-warnings.ts';
import { listLastDeals } from '../db/trading-days.ts';
import { linkedAccountOf, listOpenAccounts } from '../db/risk-accounts.ts';
import type { PartitionScope } from '../db/partition-scope.ts';
import type { RiskDb } from '../db/types.ts';
import { centsNumberOf } from '@prop/contracts/money';
import type { TradingDays } from '../domain/trading-day.ts';
import type { RiskBook } from './risk-book.ts';

/**
 * Rebuilds the book from what is stored, for the accounts of `scope` (a partition this replica
 * takes, read by its partition key; every account by default): the linked accounts and their rule
 * sets, each account's breach latch (an active breach latches it; a resolved or deleted one re-arms
 * it only after a healthy update later than that), today's start-of-day values and the highest
 * end-of-day balance a trailing maximum loss follows, the warning levels raised today, the targets
 * met and the latest deal. Equity and evidence come back from the stream's replay of the last window.
 */
export async function rebuildBook(
  db: Kysely<RiskDb>,
  book: RiskBook,
  days: TradingDays,
  nowMs: number,
  scope?: PartitionScope,
): Promise<void> {
  const packs = new Map((await listLockedPacks(db, scope)).map((row) => [row.account_id, lockedPackOf(row)]));
  // Only the accounts rebuilt now take the stored state: one linked after this read is followed live already.
  const rebuilt = new Set<string>();
  for (const row of await listOpenAccounts(db, scope)) {
    book.link(linkedAccountOf(row, packs.get(row.account_id) ?? null));
    rebuilt.add(row.account_id);
  }
  const mine = <T extends { account_id: string }>(rows: T[]) => rows.filter((row) => rebuilt.has(row.account_id));
  for (const breach of mine(await listLatestBreaches(db, scope))) {
    if (breach.status === 'active') book.markBreached(breach.account_id);
    else {
      const endedAt = breach.reversed_at ?? breach.deleted_at ?? breach.resolved_at ?? new Date(0);
      book.markResolved(breach.account_id, endedAt.getTime());
    }
  }
  // A pack's trading day may start hours before or after the firm's: yesterday's and today's rows cover it.
  const today = days.at(nowMs);
  const yesterday = days.at(today.startMs - 1).day;
  for (const row of mine(await listRecentDayStarts(db, yesterday, scope))) {
    const figures = { balanceCents: centsNumberOf(row.balance), equityCents: centsNumberOf(row.equity) };
    book.restoreStoredDayStart(row.account_id, row.trading_day, figures, nowMs);
  }
  for (const row of mine(await listDayStartHighs(db, scope)))
    book.restoreEndOfDayHigh(row.account_id, centsNumberOf(row.balance));
  for (const row of mine(await listRecentWarnings(db, yesterday, scope))) {
    book.restoreWarning(row.account_id, row.rule, row.level, row.trading_day, nowMs);
  }
  for (const row of mine(await listMetObjectives(db, scope))) book.markMet(row.account_id, row.rule);
  for (const row of mine(await listLastDeals(db, scope)))
    book.forAccount(row.account_id)?.dealtAt(row.last_deal_at.getTime());
}
