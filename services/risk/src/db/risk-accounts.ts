import type { Kysely, Transaction } from 'kysely';
import { centsNumberOf } from '@prop/contracts/money';
import { partitionKeyOf } from '@prop/contracts/partitions';
import { DEFAULT_PROGRAM_ID } from '@prop/contracts/program';
import type { LockedPack } from '../domain/locked-pack.ts';
import type { RuleSet } from '../domain/rule-set.ts';
import type { LinkedAccount } from '../state/account-risk.ts';
import { type PartitionScope, partitionIn } from './partition-scope.ts';
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
  /** The program the link names; absent or Instant Funding: judged by Instant Funding's rules at once. */
  program?: { id: string };
  leverage?: number | null;
}

/** Records a linked account with its rule set; a second copy of the same link keeps the first. Returns the stored row. */
export async function saveRiskAccount(trx: Transaction<RiskDb>, account: NewRiskAccount): Promise<RiskAccountRow> {
  await trx
    .insertInto('risk_accounts')
    .values({
      account_id: account.accountId,
      user_id: account.userId,
      mt5_account_id: account.mt5AccountId,
      partition_key: partitionKeyOf(account.mt5AccountId),
      funding_balance: account.fundingBalance,
      account_type: account.accountType,
      max_drawdown_bps: account.rules.maxDrawdownBps,
      daily_loss_bps: account.rules.dailyLossBps,
      daily_loss_basis: account.rules.dailyLossBasis,
      linked_at: account.linkedAt,
      program_id: account.program && account.program.id !== DEFAULT_PROGRAM_ID ? account.program.id : null,
      leverage: account.leverage == null ? null : String(account.leverage),
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

export function findRiskAccount(db: Db, accountId: string): Promise<RiskAccountRow | undefined> {
  return db.selectFrom('risk_accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export function listOpenAccounts(db: Db, scope?: PartitionScope): Promise<RiskAccountRow[]> {
  const open = db.selectFrom('risk_accounts').selectAll().where('unlinked_at', 'is', null);
  return (scope ? open.where(partitionIn(scope), '=', scope.partition) : open).execute();
}

/** The account as risk follows it; `locked` is its pack when PhaseStarted has arrived. */
export function linkedAccountOf(row: RiskAccountRow, locked: LockedPack | null): LinkedAccount {
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
    linkedAt: row.linked_at.toISOString(),
    locked,
    awaitsPack: row.program_id !== null && locked === null,
    leverage: row.leverage === null ? null : Number(row.leverage),
  };
}

/** Whether the user has an open account (on whichever replica holds it). */
export async function hasOpenAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('risk_accounts')
    .select('account_id')
    .where('user_id', '=', userId)
    .where('unlinked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
