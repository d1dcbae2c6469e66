import { payoutDestinationOf } from '@prop/contracts/payout-destination';
import type { UserDataOf } from '@prop/contracts/user-data';
import type { Kysely } from 'kysely';
import type { PayoutsDb } from '../db/types.ts';
import { listWithdrawalsOfUser } from '../db/withdrawal-requests.ts';

/**
 * The trader's withdrawal requests for their data export, with the notes the trader is shown;
 * which admins decided, and their approval notes, stay out.
 */
export async function payoutsUserData(db: Kysely<PayoutsDb>, userId: string): Promise<UserDataOf<'payouts'>> {
  const rows = await listWithdrawalsOfUser(db, userId);
  return {
    withdrawals: rows.map((row) => ({
      id: row.id,
      status: row.status,
      amount: Number(row.amount),
      profitShareAmount: Number(row.profit_share_amount),
      currency: row.currency,
      mt5AccountId: row.mt5_account_id,
      payoutDestination: payoutDestinationOf(row.bank_details),
      adminNotes: row.admin_notes,
      createdAt: row.created_at.toISOString(),
      processedAt: row.processed_at?.toISOString() ?? null,
    })),
  };
}
