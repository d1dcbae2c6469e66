import type { Kysely, Transaction } from 'kysely';
import { centsNumberOf } from '@prop/contracts/money';
import type { RuleSet } from '../domain/rule-set.ts';
import type { LinkedAccount } from '../state/account-risk.ts';
import type { RiskAccountRow, RiskDb } from './types.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

export interface NewRiskAccount {
  accountId: string;
  userId: string;
  mt5AccountId: string;
  fundingBalance: string;
  accountType: string;
  rules: RuleSet;
  linkedAt: string;
}

/** Records a linked account with its rule set; a second copy of the same link keeps the first. Returns the stored row. */
export async function saveRiskAccount(trx: Transaction<RiskDb>, account: NewRiskAccount): Promise<RiskAccountRow> {
  await trx
    .insertInto('risk_accounts')
    .values({
      account_id: account.accountId,
      user_id: account.userId,
      mt5_account_id: account.mt5AccountId,
      funding_balance: account.fundingBalance,
      account_type: account.accountType,
      max_drawdown_bps: account.rules.maxDrawdownBps,
      daily_loss_bps: account.rules.dailyLossBps,
      daily_loss_basis: account.rules.dailyLossBasis,
      linked_at: account.linkedAt,
    })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  return trx
    .selectFrom('risk_accounts')
    .selectAll()
    .where('account_id', '=', account.accountId)
    .executeTakeFirstOrThrow();
}

export async function markUnlinked(trx: Transaction<RiskDb>, accountId: string, at: string): Promise<void> {
  await trx
    .updateTable('risk_accounts')
    .set({ unlinked_at: at })
    .where('account_id', '=', accountId)
    .where('unlinked_at', 'is', null)
    .execute();
}

export function listOpenAccounts(db: Db): Promise<RiskAccountRow[]> {
  return db.selectFrom('risk_accounts').selectAll().where('unlinked_at', 'is', null).execute();
}

export function linkedAccountOf(row: RiskAccountRow): LinkedAccount {
  return {
    accountId: row.account_id,
    userId: row.user_id,
    mt5AccountId: row.mt5_account_id,
    depositCents: centsNumberOf(row.funding_balance),
    rules: {
      maxDrawdownBps: row.max_drawdown_bps,
      dailyLossBps: row.daily_loss_bps,
      dailyLossBasis: row.daily_loss_basis,
    },
  };
}
