import type { UserDataOf } from '@prop/contracts/user-data';
import type { Kysely } from 'kysely';
import { listPurchasesOfUser } from '../db/purchases.ts';
import type { BillingDb } from '../db/types.ts';
import { productNameOf } from '../domain/purchase-view.ts';

/** The trader's purchases for their data export; who processed them (an admin's id) stays out. */
export async function billingUserData(db: Kysely<BillingDb>, userId: string): Promise<UserDataOf<'billing'>> {
  const rows = await listPurchasesOfUser(db, userId);
  return {
    purchases: rows.map((row) => ({
      id: row.id,
      tierId: row.tier_id,
      product: productNameOf(row),
      programId: row.program_id,
      programVersion: row.program_version,
      amount: Number(row.amount),
      price: Number(row.price),
      currency: row.currency,
      status: row.status,
      paymentMethod: row.payment_method,
      transactionId: row.transaction_id,
      adminNotes: row.admin_notes,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      processedAt: row.processed_at?.toISOString() ?? null,
    })),
  };
}
