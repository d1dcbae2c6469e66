import type { Kysely, Transaction } from 'kysely';
import type { RaisedWarningsTable, RiskDb } from './types.ts';
import { openAccountsIn, type PartitionScope } from './partition-scope.ts';

/** Stores a raised level unless it was raised that day already (by a replica or before a restart); returns whether it stored. */
export async function insertRaisedWarning(
  trx: Transaction<RiskDb>,
  warning: Omit<RaisedWarningsTable, 'raised_at'> & { raised_at: Date },
): Promise<boolean> {
  const stored = await trx
    .insertInto('raised_warnings')
    .values(warning)
    .onConflict((conflict) => conflict.doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return stored !== undefined;
}

/** The levels raised on `fromDay` and later. */
export function listRecentWarnings(db: Kysely<RiskDb>, fromDay: string, scope?: PartitionScope) {
  return db
    .selectFrom('raised_warnings')
    .select(['account_id', 'rule', 'level', 'trading_day'])
    .where('trading_day', '>=', fromDay)
    .where('account_id', 'in', openAccountsIn(db, scope))
    .execute();
}
