import type { Kysely, Transaction } from 'kysely';
import { moneyOf, moneyText } from '@prop/contracts/money';
import type { WithdrawalAmounts } from '../domain/withdrawal-rules.ts';
import type { PayoutsDb } from './types.ts';

type Db = Kysely<PayoutsDb> | Transaction<PayoutsDb>;

/** Keeps the figures just quoted to a trader, replacing any earlier quote. */
export async function saveQuote(db: Db, userId: string, quote: WithdrawalAmounts): Promise<void> {
  const row = {
    account_id: quote.accountId,
    mt5_account_id: quote.mt5AccountId,
    amount: moneyText(quote.amount),
    profit_share_amount: moneyText(quote.share),
    currency: quote.currency,
    equity: moneyText(quote.equity),
    funding_balance: moneyText(quote.fundingBalance),
    snapshot_at: quote.snapshotAt,
  };
  await db
    .insertInto('withdrawal_quotes')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
}

export async function findQuote(db: Db, userId: string): Promise<WithdrawalAmounts | null> {
  const row = await db.selectFrom('withdrawal_quotes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return {
    accountId: row.account_id,
    mt5AccountId: row.mt5_account_id,
    amount: moneyOf(row.amount),
    share: moneyOf(row.profit_share_amount),
    currency: row.currency,
    equity: moneyOf(row.equity),
    fundingBalance: moneyOf(row.funding_balance),
    snapshotAt: row.snapshot_at,
  };
}

/** A quote is good for one request. */
export async function deleteQuote(trx: Transaction<PayoutsDb>, userId: string): Promise<void> {
  await trx.deleteFrom('withdrawal_quotes').where('user_id', '=', userId).execute();
}
