import type { Kysely, Transaction } from 'kysely';
import type { MetObjectivesTable, RiskDb } from './types.ts';
import { openAccountsIn, type PartitionScope } from './partition-scope.ts';

/** Stores a met target unless it was met before; returns whether it stored. */
export async function insertMetObjective(
  trx: Transaction<RiskDb>,
  met: Omit<MetObjectivesTable, 'met_at'> & { met_at: Date },
): Promise<boolean> {
  const stored = await trx
    .insertInto('met_objectives')
    .values(met)
    .onConflict((conflict) => conflict.doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return stored !== undefined;
}

export function listMetObjectives(db: Kysely<RiskDb>, scope?: PartitionScope) {
  return db
    .selectFrom('met_objectives')
    .select(['account_id', 'rule'])
    .where('account_id', 'in', openAccountsIn(db, scope))
    .execute();
}
