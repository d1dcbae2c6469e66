import { type Kysely, sql, type Transaction } from 'kysely';
import { moneyTextOfCents } from '@prop/contracts/money';
import type { DayStartToSave } from '../state/risk-book.ts';
import type { RiskDb } from './types.ts';
import { openAccountsIn, type PartitionScope } from './partition-scope.ts';

/**
 * Rows per INSERT: PostgreSQL takes at most 65,535 parameters a statement, and each row has four.
 * A reset at 50,000 accounts once sent about 93,600 in one, which the server refused. And each
 * statement is built and its rows read back on the event loop that judges the equity updates:
 * building one of 10,000 rows took 54 to 64 ms here, one of 1,000 rows 1 to 5 ms, so the daily
 * reset of every account goes in slices that leave the updates room between them.
 */
const ROWS_PER_STATEMENT = 1000;

/**
 * Stores day starts; where a day's start is already stored (a replica or an earlier run was
 * first) the stored one stays. Returns the stored rows, winners included.
 */
export async function storeDayStarts(trx: Transaction<RiskDb>, starts: DayStartToSave[]) {
  const stored = [];
  for (let first = 0; first < starts.length; first += ROWS_PER_STATEMENT) {
    stored.push(...(await storeRows(trx, starts.slice(first, first + ROWS_PER_STATEMENT))));
  }
  return stored;
}

function storeRows(trx: Transaction<RiskDb>, starts: DayStartToSave[]) {
  return (
    trx
      .insertInto('day_starts')
      .values(
        starts.map((start) => ({
          account_id: start.accountId,
          trading_day: start.day,
          balance: moneyTextOfCents(start.balanceCents),
          equity: moneyTextOfCents(start.equityCents),
        })),
      )
      // A no-op update, so the existing row comes back too.
      .onConflict((conflict) =>
        conflict.columns(['account_id', 'trading_day']).doUpdateSet({ account_id: sql.ref('day_starts.account_id') }),
      )
      .returning(['account_id', 'trading_day', 'balance', 'equity'])
      .execute()
  );
}

/** The day starts of `fromDay` and later. */
export function listRecentDayStarts(db: Kysely<RiskDb>, fromDay: string, scope?: PartitionScope) {
  return db
    .selectFrom('day_starts')
    .select(['account_id', 'trading_day', 'balance', 'equity'])
    .where('trading_day', '>=', fromDay)
    .where('account_id', 'in', openAccountsIn(db, scope))
    .execute();
}

/** Each account's highest start-of-day balance: the highest balance a trading day ended with. */
export function listDayStartHighs(db: Kysely<RiskDb>, scope?: PartitionScope) {
  return db
    .selectFrom('day_starts')
    .select(['account_id', (eb) => eb.fn.max('balance').as('balance')])
    .where('account_id', 'in', openAccountsIn(db, scope))
    .groupBy('account_id')
    .execute();
}
