import { centsNumberOf } from '@prop/contracts/money';
import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { eachInTurns } from '@prop/service-kit/turns';
import { storeDayStarts } from '../db/day-starts.ts';
import type { RiskDb } from '../db/types.ts';
import type { DayStartToSave, RiskBook } from '../state/risk-book.ts';

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
export async function saveDayStarts({ runtime, book }: DayStartSnapshot): Promise<number> {
  // Rolled before the transaction opens: the pass over every account runs in turns, and a
  // transaction held open across them would hold a connection for nothing.
  const nowMs = runtime.clock.now().getTime();
  const unsaved = await rollDays(book, nowMs);
  if (unsaved.length === 0) return 0;
  return runCommand(runtime, snapshotJob, async ({ trx, afterCommit }) => {
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

/**
 * Starts the trading day for accounts with a daily limit that had no update since the reset, and
 * returns every day start not yet stored. In turns (kit/turns): it passes over every account each
 * minute, and risk's event loop judges the updates waiting on it between slices.
 */
export async function rollDays(book: RiskBook, nowMs: number): Promise<DayStartToSave[]> {
  const unsaved: DayStartToSave[] = [];
  await eachInTurns(book.accounts(), (account) => {
    const start = book.rollDay(account, nowMs);
    if (start) unsaved.push(start);
  });
  return unsaved;
}
