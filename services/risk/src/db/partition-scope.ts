import { type Kysely, sql, type Transaction } from 'kysely';
import type { RiskDb } from './types.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

/** One partition of the accounts (docs/decisions/013): those whose partition key modulo `of` is `partition`. */
export interface PartitionScope {
  partition: number;
  of: number;
}

/** A risk_accounts row's partition in the scope's count, for `.where(partitionIn(scope), '=', scope.partition)`. */
export function partitionIn(scope: PartitionScope) {
  return sql<number>`partition_key % ${scope.of}`;
}

/** The open accounts in the scope, every open account without one: a subquery for `account_id in (…)`. */
export function openAccountsIn(db: Db, scope?: PartitionScope) {
  const open = db.selectFrom('risk_accounts').select('risk_accounts.account_id').where('unlinked_at', 'is', null);
  return scope ? open.where(partitionIn(scope), '=', scope.partition) : open;
}
