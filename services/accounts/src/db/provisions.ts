import type { Transaction } from 'kysely';
import type { AccountsDb } from './types.ts';

export interface NewProvision {
  purchaseId: string;
  userId: string;
  tierId: string;
  fundingBalance: string;
}

/** Records a purchase's provision; false when this purchase was already provisioned. */
export async function insertPendingProvision(trx: Transaction<AccountsDb>, provision: NewProvision): Promise<boolean> {
  const inserted = await trx
    .insertInto('provisions')
    .values({
      purchase_id: provision.purchaseId,
      user_id: provision.userId,
      tier_id: provision.tierId,
      funding_balance: provision.fundingBalance,
      status: 'pending',
    })
    .onConflict((conflict) => conflict.column('purchase_id').doNothing())
    .returning('purchase_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function markProvisionLinked(
  trx: Transaction<AccountsDb>,
  purchaseId: string,
  tradingAccountId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('provisions')
    .set({ status: 'linked', trading_account_id: tradingAccountId, fulfilled_at: now })
    .where('purchase_id', '=', purchaseId)
    .execute();
}

/** An admin's link fulfils the user's oldest provision still waiting for one. */
export async function fulfilOldestPending(
  trx: Transaction<AccountsDb>,
  userId: string,
  tradingAccountId: string,
  now: Date,
): Promise<void> {
  const oldest = await trx
    .selectFrom('provisions')
    .select('purchase_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (oldest) await markProvisionLinked(trx, oldest.purchase_id, tradingAccountId, now);
}
