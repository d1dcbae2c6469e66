import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import type { WithdrawalWithUserRow } from '../db/admin-lists.ts';
import type { WithdrawalRow } from '../db/types.ts';

/** A request as the trader sees it: the spec's fields, amounts as numbers, bank details as an object. */
export function toWithdrawalRequest(row: WithdrawalRow): WithdrawalRequest {
  return {
    id: row.id,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    profitShareAmount: Number(row.profit_share_amount),
    createdAt: row.created_at.toISOString(),
    processedAt: row.processed_at?.toISOString() ?? null,
    processedBy: row.processed_by,
    adminNotes: row.admin_notes,
    bankDetails: row.bank_details,
  };
}

/** A request as admins see it: with the trader's name, or null when identity never told of them. */
export function toAdminWithdrawalRequest(row: WithdrawalWithUserRow): WithdrawalRequest {
  const { user_email: email, user_first_name: firstName, user_last_name: lastName } = row;
  const known = email !== null && firstName !== null && lastName !== null;
  return { ...toWithdrawalRequest(row), user: known ? { id: row.user_id, firstName, lastName, email } : null };
}
