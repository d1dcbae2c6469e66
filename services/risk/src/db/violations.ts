import type { Kysely, Transaction } from 'kysely';
import type { RiskDb, ViolationRow } from './types.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

export interface NewViolation {
  id: string;
  accountId: string;
  userId: string;
  mt5AccountId: string;
  rule: string;
  rulePack: { id: string; version: number };
  crossed: { value: number; line: number; unit: string; subject?: string };
  inputs: unknown;
  hash: string;
  triggeredAt: string;
}

export async function insertViolation(trx: Transaction<RiskDb>, violation: NewViolation): Promise<void> {
  await trx
    .insertInto('violations')
    .values({
      id: violation.id,
      account_id: violation.accountId,
      user_id: violation.userId,
      mt5_account_id: violation.mt5AccountId,
      rule: violation.rule,
      rule_pack_id: violation.rulePack.id,
      rule_pack_version: violation.rulePack.version,
      crossed: JSON.stringify(violation.crossed),
      inputs: JSON.stringify(violation.inputs),
      hash: violation.hash,
      triggered_at: violation.triggeredAt,
    })
    .execute();
}

/** The account's violations, newest first. */
export function listViolationsOfAccount(db: Db, accountId: string): Promise<ViolationRow[]> {
  return db
    .selectFrom('violations')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('triggered_at', 'desc')
    .execute();
}
