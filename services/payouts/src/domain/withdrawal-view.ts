import type { WithdrawalQuote, WithdrawalRequest } from '@prop/contracts/withdrawal';
import type { WithdrawalWithUserRow } from '../db/admin-lists.ts';
import type { WithdrawalRow } from '../db/types.ts';
import { moneyAsNumber } from '@prop/contracts/money';
import { payoutDestinationOf } from '@prop/contracts/payout-destination';
import { awaitsSecondApproval } from './second-approval.ts';
import type { WithdrawalAmounts } from './withdrawal-rules.ts';

/**
 * A request as the trader sees it: the spec's fields, amounts as numbers, bank details as an object
 * whether the row holds one or JSON text of one (both apps then read one shape).
 */
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
    bankDetails: payoutDestinationOf(row.bank_details),
  };
}

/**
 * A request as admins see it: with the trader's name (null when identity never told of them) and
 * the first of two approvals a large request needs. Traders are not shown who approved first.
 */
export function toAdminWithdrawalRequest(row: WithdrawalWithUserRow): WithdrawalRequest {
  const { user_email: email, user_first_name: firstName, user_last_name: lastName } = row;
  const known = email !== null && firstName !== null && lastName !== null;
  return {
    ...toWithdrawalRequest(row),
    user: known ? { id: row.user_id, firstName, lastName, email } : null,
    kind: row.kind,
    firstApprovedBy: row.first_approved_by,
    firstApprovedAt: row.first_approved_at?.toISOString() ?? null,
    firstApprovalNotes: row.first_approval_notes,
    awaitingSecondApproval: awaitsSecondApproval({ status: row.status, firstApprovedBy: row.first_approved_by }),
  };
}

/**
 * A request as the audit log keeps it: the decision's state, never the payment details. An
 * affiliate commission names its kind; a profit split's record stays as it always was.
 */
export function toAuditedWithdrawal(row: WithdrawalRow): Record<string, unknown> {
  return {
    status: row.status,
    ...(row.kind !== 'profit_split' && { kind: row.kind }),
    profitShareAmount: row.profit_share_amount,
    currency: row.currency,
    adminNotes: row.admin_notes,
    firstApprovedBy: row.first_approved_by,
    firstApprovalNotes: row.first_approval_notes,
    awaitingSecondApproval: awaitsSecondApproval({ status: row.status, firstApprovedBy: row.first_approved_by }),
  };
}

/** Quoted figures as the dialog shows them and sends them back: the total profit and the share. */
export function toWithdrawalQuote(amounts: WithdrawalAmounts): WithdrawalQuote {
  return {
    amount: moneyAsNumber(amounts.amount),
    profitAmount: moneyAsNumber(amounts.share),
    currency: amounts.currency,
  };
}
