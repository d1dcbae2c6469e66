import type { Transaction } from 'kysely';
import type { ProgramRef } from '../domain/program-ref.ts';
import type { AccountsDb } from './types.ts';

export interface NewProvision {
  purchaseId: string;
  userId: string;
  tierId: string;
  fundingBalance: string;
  program: ProgramRef | null;
  /** cancelled: recorded only so the purchase never provisions (it was closed before). */
  status: 'pending' | 'cancelled';
}

/** Records a purchase's provision; false when this purchase was already provisioned. */
export async function insertProvision(trx: Transaction<AccountsDb>, provision: NewProvision): Promise<boolean> {
  const inserted = await trx
    .insertInto('provisions')
    .values({
      purchase_id: provision.purchaseId,
      user_id: provision.userId,
      tier_id: provision.tierId,
      funding_balance: provision.fundingBalance,
      status: provision.status,
      program: provision.program && JSON.stringify(provision.program),
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

/** These provisions, those still waiting for an account, will open none: their purchase was closed. */
export async function cancelPendingProvisions(trx: Transaction<AccountsDb>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await trx
    .updateTable('provisions')
    .set({ status: 'cancelled' })
    .where('purchase_id', 'in', keys)
    .where('status', '=', 'pending')
    .execute();
}

/** The user's oldest provision still waiting for an admin's link: the one the next link fulfils. */
export async function findOldestPending(
  trx: Transaction<AccountsDb>,
  userId: string,
): Promise<{ purchase_id: string; program: ProgramRef | null } | undefined> {
  return trx
    .selectFrom('provisions')
    .select(['purchase_id', 'program'])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}
