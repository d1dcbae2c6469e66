import type { Transaction } from 'kysely';
import type { AffiliatesDb, CommissionRow } from './types.ts';

type Trx = Transaction<AffiliatesDb>;

export function findCommission(trx: Trx, purchaseId: string): Promise<CommissionRow | undefined> {
  return trx.selectFrom('commissions').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst();
}

export async function insertCommission(
  trx: Trx,
  commission: Omit<CommissionRow, 'accrued_at' | 'updated_at'>,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('commissions')
    .values({ ...commission, accrued_at: now, updated_at: now })
    .execute();
}

export async function setReversed(trx: Trx, purchaseId: string, reversed: string, now: Date): Promise<void> {
  await trx
    .updateTable('commissions')
    .set({ reversed, updated_at: now })
    .where('purchase_id', '=', purchaseId)
    .where('reversed', '<>', reversed)
    .execute();
}
