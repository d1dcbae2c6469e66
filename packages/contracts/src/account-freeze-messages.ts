import type { AccountFreeze, FreezeReason } from './account.ts';

/**
 * What the trader's dashboard and the admin's account card say about a frozen account. Apart from
 * the account schemas so the dashboard's status card does not bring zod with it.
 */
export const FREEZE_MESSAGES: Record<FreezeReason, { badge: string; note: string }> = {
  dispute: {
    badge: 'Frozen: payment dispute',
    note: "Account Frozen: the card payment of this account's purchase is disputed. Withdrawals are paused until the dispute is resolved.",
  },
};

/** The words for an account's freeze; null when it is not frozen (or an older answer does not say). */
export function freezeMessagesOf(account: Partial<Pick<AccountFreeze, 'frozen' | 'frozenReason'>>) {
  return account.frozen && account.frozenReason ? FREEZE_MESSAGES[account.frozenReason] : null;
}
