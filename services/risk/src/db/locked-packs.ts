import type { Kysely, Transaction } from 'kysely';
import type { LockedPack } from '../domain/locked-pack.ts';
import type { LockedPackRow, RiskDb } from './types.ts';
import { openAccountsIn, type PartitionScope } from './partition-scope.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

/** Stores the pack an account is locked to; the first one stored stays (an account never changes pack), and is returned. */
export async function saveLockedPack(
  trx: Transaction<RiskDb>,
  accountId: string,
  pack: LockedPack,
): Promise<LockedPackRow> {
  await trx
    .insertInto('locked_packs')
    .values({
      account_id: accountId,
      enrolment_id: pack.enrolmentId,
      program: JSON.stringify(pack.program),
      phase: JSON.stringify(pack.phase),
      rule_pack: JSON.stringify(pack.rulePack),
      started_at: pack.startedAt,
    })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  return trx.selectFrom('locked_packs').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();
}

export function findLockedPack(db: Db, accountId: string): Promise<LockedPackRow | undefined> {
  return db.selectFrom('locked_packs').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export function listLockedPacks(db: Db, scope?: PartitionScope): Promise<LockedPackRow[]> {
  return db.selectFrom('locked_packs').selectAll().where('account_id', 'in', openAccountsIn(db, scope)).execute();
}

export function lockedPackOf(row: LockedPackRow): LockedPack {
  return {
    enrolmentId: row.enrolment_id,
    program: row.program,
    phase: row.phase,
    rulePack: row.rule_pack,
    startedAt: row.started_at.toISOString(),
  };
}
