import { MIN_WITHDRAWAL_PROFIT } from '@prop/contracts/constants';
import type { EligibilityConditionName, WithdrawalEligibility } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';

export interface EligibilityInput {
  /** Total profit; null without MT5 figures. */
  profit: number | null;
  /** Whether a request is under review; null while the list loads. */
  hasPending: boolean | null;
  /** Whether today is the withdrawal day on the server; null while it is asked. */
  isWithdrawalDay: boolean | null;
}

export interface Eligibility {
  enabled: boolean;
  /** Why the button is off, when it is known. */
  hint: string | null;
}

export const PENDING_HINT = 'Your withdrawal request is under review. You can request another once it is processed.';
export const SATURDAY_HINT = 'Withdrawals are only available on Saturdays.';

/**
 * docs/product-rules.md §5: the button is enabled only when the profit is at least 10, no request is pending
 * and today is Saturday. Until every answer is in, it stays off.
 */
export function withdrawalEligibility({ profit, hasPending, isWithdrawalDay }: EligibilityInput): Eligibility {
  if (profit === null || profit < MIN_WITHDRAWAL_PROFIT)
    return { enabled: false, hint: WITHDRAWAL_MESSAGES.minimumHint };
  if (hasPending) return { enabled: false, hint: PENDING_HINT };
  if (isWithdrawalDay === false) return { enabled: false, hint: SATURDAY_HINT };
  return { enabled: hasPending === false && isWithdrawalDay === true, hint: null };
}

/** The spec's three conditions, which the button follows from the page's own figures above. */
const SPEC_CONDITIONS: ReadonlySet<EligibilityConditionName> = new Set(['profit', 'no_pending', 'withdrawal_day']);

/** Whether a condition of the account's pack (a funded phase, trading days…) stands in the way, as the server lists them. */
export function packBlocks(eligibility: WithdrawalEligibility | null | undefined): boolean {
  return eligibility?.conditions.some(({ condition, met }) => !met && !SPEC_CONDITIONS.has(condition)) ?? false;
}
