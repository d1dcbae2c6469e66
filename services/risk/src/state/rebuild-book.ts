import type { Kysely } from 'kysely';
import { listLatestBreaches } from '../db/breaches.ts';
import { listDayStarts } from '../db/day-starts.ts';
import { linkedAccountOf, listOpenAccounts } from '../db/risk-accounts.ts';
import type { RiskDb } from '../db/types.ts';
import { centsNumberOf } from '@prop/contracts/money';
import type { TradingDays } from '../domain/trading-day.ts';
import type { RiskBook } from './risk-book.ts';

/**
 * Rebuilds the book at start from what is stored: the linked accounts and their rule sets, each
 * account's breach latch (an active breach latches it; a resolved or deleted one re-arms it only
 * after a healthy update later than that), and today's start-of-day values. Equity and evidence
 * come back from the stream's replay of the last window.
 */
export async function rebuildBook(db: Kysely<RiskDb>, book: RiskBook, days: TradingDays, nowMs: number): Promise<void> {
  for (const row of await listOpenAccounts(db)) book.link(linkedAccountOf(row));
  for (const breach of await listLatestBreaches(db)) {
    if (breach.status === 'active') book.markBreached(breach.account_id);
    else book.markResolved(breach.account_id, (breach.deleted_at ?? breach.resolved_at ?? new Date(0)).getTime());
  }
  const today = days.at(nowMs);
  for (const row of await listDayStarts(db, today.day)) {
    book.restoreDayStart(row.account_id, today, {
      balanceCents: centsNumberOf(row.balance),
      equityCents: centsNumberOf(row.equity),
    });
  }
}
