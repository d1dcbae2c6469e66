import { moneyOf } from '@prop/contracts/money';
import type { PaymentMethod, PurchaseDecisionInput } from '@prop/contracts/purchase';
import { purchaseApproved, purchaseUpdated } from '@prop/contracts/events/billing';
import type { CommandScope } from '@prop/service-kit/command';
import type { Transaction } from 'kysely';
import { findProgramVersion } from '../db/program-versions.ts';
import { recordDecision } from '../db/purchase-decisions.ts';
import { savePurchaseChange } from '../db/purchases.ts';
import type { BillingDb, PurchaseRow } from '../db/types.ts';
import { decidePurchaseChange } from '../domain/purchase-change.ts';
import { pricingOf } from '../domain/purchase-pricing.ts';
import { revenueMinor } from '../payments/revenue-metrics.ts';

/** The program a purchase bought, as purchase.approved names it; nothing for Instant Funding's tiers. */
async function programOf(trx: Transaction<BillingDb>, purchase: PurchaseRow) {
  if (purchase.program_id === null || purchase.program_version === null) return {};
  const version = await findProgramVersion(trx, purchase.program_id, purchase.program_version);
  const program = { id: purchase.program_id, version: purchase.program_version };
  return { program: version ? { ...program, name: version.name } : program };
}

/**
 * A step of the commands that decide a purchase (an admin's decision, a card payment), run in
 * their scope. Applies a decision to a purchase locked in the scope's transaction: the new state, a history entry and the
 * purchase.updated event; the first approval also publishes purchase.approved, which makes accounts
 * provision the trading account. Returns the saved purchase, or null when the decision changes
 * nothing (nothing written).
 */
export async function changePurchase(
  { trx, now, emit, afterCommit }: CommandScope<BillingDb>,
  current: PurchaseRow,
  options: {
    decision: PurchaseDecisionInput;
    decidedBy: string;
    /** Notes for the history only (a card payment's session), when the decision carries none. */
    historyNotes?: string;
    payment?: { method: PaymentMethod; stripeSessionId?: string };
  },
): Promise<PurchaseRow | null> {
  const { decision, decidedBy } = options;
  const change = decidePurchaseChange(
    {
      status: current.status,
      adminNotes: current.admin_notes,
      processedAt: current.processed_at,
      processedBy: current.processed_by,
      fundedAt: current.funded_at,
    },
    decision,
    decidedBy,
    now,
  );
  if (!change) return null;
  const saved = await savePurchaseChange(trx, current.id, change, options.payment);
  await recordDecision(trx, {
    purchaseId: current.id,
    from: current.status,
    to: change.status,
    decidedBy,
    notes: decision.adminNotes || options.historyNotes || null,
  });
  await emit(purchaseUpdated, {
    purchaseId: saved.id,
    userId: saved.user_id,
    from: current.status,
    to: saved.status,
    paymentMethod: saved.payment_method,
    decidedBy,
    ...pricingOf(saved),
  });
  if (change.funds) {
    const sale = { currency: saved.currency, product: saved.program_id ?? saved.tier_id, method: saved.payment_method };
    afterCommit(() => revenueMinor().inc(sale, Number(moneyOf(saved.price))));
    await emit(purchaseApproved, {
      purchaseId: saved.id,
      userId: saved.user_id,
      tierId: saved.tier_id,
      amount: Number(saved.amount),
      ...(await programOf(trx, saved)),
      ...pricingOf(saved),
    });
  }
  return saved;
}
