import type { Kysely } from 'kysely';
import { saveDayStarts } from '../db/day-starts.ts';
import type { RiskDb } from '../db/types.ts';
import { centsOfText } from '../domain/money.ts';
import type { DayClock } from '../domain/trading-day.ts';
import type { RiskBook } from '../state/risk-book.ts';

export interface DayStartSnapshot {
  db: Kysely<RiskDb>;
  book: RiskBook;
  clock: DayClock;
}

/**
 * Starts the trading day for accounts with a daily limit that have not had an update since the
 * reset, and stores every day start not yet stored; where another replica stored one first, that
 * one is adopted, so every replica measures the day from the same values. Returns how many it stored.
 */
export async function snapshotDayStarts({ db, book, clock }: DayStartSnapshot, nowMs: number): Promise<number> {
  const unsaved = book.rollDays(nowMs);
  if (unsaved.length === 0) return 0;
  const stored = await saveDayStarts(db, unsaved);
  const today = clock.at(nowMs);
  for (const row of stored) {
    if (row.trading_day !== today.day) continue;
    book.restoreDayStart(row.account_id, today, {
      balanceCents: centsOfText(row.balance),
      equityCents: centsOfText(row.equity),
    });
  }
  return stored.length;
}
