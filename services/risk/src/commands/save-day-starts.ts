import { centsNumberOf } from '@prop/contracts/money';
import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { storeDayStarts } from '../db/day-starts.ts';
import type { RiskDb } from '../db/types.ts';
import type { RiskBook } from '../state/risk-book.ts';

export interface DayStartSnapshot {
  runtime: CommandRuntime<RiskDb>;
  book: RiskBook;
}

const snapshotJob = systemActor('risk.day-start');

/**
 * Starts the trading day for accounts with a daily limit that have not had an update since the
 * reset, and stores every day start not yet stored; where another replica stored one first, that
 * one is adopted once committed, so every replica measures the day from the same values. Returns
 * how many it stored.
 */
export function saveDayStarts({ runtime, book }: DayStartSnapshot): Promise<number> {
  return runCommand(runtime, snapshotJob, async ({ trx, now, afterCommit }) => {
    const nowMs = now.getTime();
    const unsaved = book.rollDays(nowMs);
    if (unsaved.length === 0) return 0;
    const stored = await storeDayStarts(trx, unsaved);
    afterCommit(() => {
      for (const row of stored) {
        const figures = { balanceCents: centsNumberOf(row.balance), equityCents: centsNumberOf(row.equity) };
        book.restoreStoredDayStart(row.account_id, row.trading_day, figures, nowMs);
      }
    });
    return stored.length;
  });
}
