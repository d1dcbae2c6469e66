/**
 * What the trader and the admins are told about withdrawals. Apart from the schemas so the
 * dashboard's Withdraw Funds card does not bring zod with it.
 */
export const WITHDRAWAL_MESSAGES = {
  paymentMethod: 'Please select a payment method',
  failed: 'Failed to submit withdrawal request',
  submitted: 'Withdrawal request submitted successfully.',
  saturdayOnly: 'Withdrawals are only allowed on Saturdays',
  restricted: 'Withdrawals are only available on Saturdays. Please return on Saturday to submit your request.',
  minimumHint: 'You need profit above €10.00 to enable withdrawal.',
  pendingExists: 'You already have a withdrawal request under review. Please wait for it to be processed.',
  breached: 'Withdrawals are not possible from a breached account',
  frozen: 'Withdrawals are paused while a payment dispute on your purchase is open',
  noDispute: 'No open payment dispute on your purchase',
  figuresUnavailable: 'Your account figures are not available right now. Please try again in a minute.',
  accountsUnavailable: 'Your trading account could not be checked right now. Please try again in a minute.',
  rulesUnavailable: "Your account's rules could not be checked right now. Please try again in a minute.",
  idempotencyKey: 'An Idempotency-Key header (a UUID) is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different withdrawal request',
  notFound: 'Withdrawal request not found',
  secondApprovalBySameAdmin:
    'You gave this withdrawal its first approval; a different admin must give the second approval',
} as const;
