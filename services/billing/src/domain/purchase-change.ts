import type { PurchaseDecisionInput, PurchaseStatus } from '@prop/contracts/purchase';

export interface PurchaseState {
  status: PurchaseStatus;
  adminNotes: string | null;
  processedAt: Date | null;
  processedBy: string | null;
  /** When the purchase was first approved; the account is provisioned then and never again. */
  fundedAt: Date | null;
}

export interface PurchaseChange extends PurchaseState {
  /** True for the first approval only: the one change that provisions a trading account. */
  funds: boolean;
}

/**
 * What a decision does to a purchase. Leaving notes out keeps them; an empty note clears them.
 * A decision to approved or not_received records who and when; back to pending clears both.
 * Only the first transition into approved funds the account, so approving again (directly, after
 * 'Set Pending', or by a card payment) provisions nothing more. A decision that changes nothing
 * is null: nothing is written or published.
 */
export function decidePurchaseChange(
  current: PurchaseState,
  decision: PurchaseDecisionInput,
  decidedBy: string,
  now: Date,
): PurchaseChange | null {
  const adminNotes = decision.adminNotes === undefined ? current.adminNotes : decision.adminNotes || null;
  const statusChanges = decision.status !== current.status;
  if (!statusChanges && adminNotes === current.adminNotes) return null;
  const processed = !statusChanges
    ? { processedAt: current.processedAt, processedBy: current.processedBy }
    : decision.status === 'pending'
      ? { processedAt: null, processedBy: null }
      : { processedAt: now, processedBy: decidedBy };
  const funds = decision.status === 'approved' && current.fundedAt === null;
  return {
    status: decision.status,
    adminNotes,
    ...processed,
    fundedAt: funds ? now : current.fundedAt,
    funds,
  };
}
