import { moneyOf, moneyText } from '@prop/contracts/money';
import {
  type AdminPurchase,
  type BankTransfer,
  type DisputeRecord,
  PURCHASE_CURRENCY,
  type Purchase,
  type RefundRecord,
  type TraderPurchase,
} from '@prop/contracts/purchase';
import { findTier } from '@prop/contracts/tiers';
import type { DecisionRow, DisputeRow, PurchaseRow, RefundRow } from '../db/types.ts';
import { type RefundablePurchase, refundableOf } from './refund-amounts.ts';

/** The firm's account a bank transfer goes to. */
export interface BankAccount {
  beneficiary: string;
  iban: string;
  bic: string;
}

export interface KnownBuyer {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** What the purchase bought in words: a program's size, or the tier's name. */
export function productNameOf(row: Pick<PurchaseRow, 'product_name' | 'tier_id'>): string {
  return row.product_name ?? findTier(row.tier_id)?.name ?? row.tier_id;
}

/**
 * The spec's record. Amounts travel as JSON numbers: tier sizes are whole euros, and a price is
 * whole euros unless a discount took cents off it (exact text in `listPrice` and `discount`).
 */
function toPurchase(row: PurchaseRow): Omit<Purchase, 'user'> {
  return {
    id: row.id,
    amount: Number(row.amount),
    price: Number(row.price),
    status: row.status,
    transactionId: row.transaction_id,
    paymentMethod: row.payment_method,
    createdAt: row.created_at.toISOString(),
    processedAt: row.processed_at?.toISOString() ?? null,
    processedBy: row.processed_by,
    adminNotes: row.admin_notes,
  };
}

function toDisputeRecord(row: DisputeRow): DisputeRecord {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    reason: row.reason,
    openedAt: row.opened_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
  };
}

function details(row: PurchaseRow, dispute: DisputeRow | null) {
  return {
    tierId: row.tier_id,
    tierName: productNameOf(row),
    currency: PURCHASE_CURRENCY,
    updatedAt: row.updated_at.toISOString(),
    // Once decided, how a card payment went is history: the status says the rest.
    cardPaymentState: row.status === 'pending' ? row.card_payment_state : null,
    refundedAmount: moneyText(moneyOf(row.refunded)),
    receipt: row.status === 'approved',
    dispute: dispute ? toDisputeRecord(dispute) : null,
    listPrice: moneyText(moneyOf(row.list_price)),
    discount: row.discount_code ? { code: row.discount_code, amount: moneyText(moneyOf(row.discount)) } : null,
  } as const;
}

/** What decides how much of a purchase can still be refunded; only a dispute of its own payment counts. */
export function refundableFactsOf(row: PurchaseRow, latestDispute: DisputeRow | null): RefundablePurchase {
  const dispute = latestDispute && latestDispute.payment_intent === row.payment_intent_id ? latestDispute.status : null;
  return {
    status: row.status,
    paymentMethod: row.payment_method,
    paymentIntentId: row.payment_intent_id,
    paid: moneyOf(row.price),
    refunded: moneyOf(row.refunded),
    dispute,
  };
}

export function bankTransferFor(row: PurchaseRow, account: BankAccount): BankTransfer {
  return { ...account, reference: row.transaction_id, amount: row.price, currency: PURCHASE_CURRENCY };
}

/**
 * The trader's view: while pending, how to pay (bank transfer, and card when it is available);
 * the latest dispute of their payment, if any.
 */
export function toTraderPurchase(
  row: PurchaseRow,
  account: BankAccount,
  cardAvailable: boolean,
  dispute: DisputeRow | null,
): TraderPurchase {
  return {
    ...toPurchase(row),
    ...details(row, dispute),
    payment: row.status === 'pending' ? { bankTransfer: bankTransferFor(row, account), card: cardAvailable } : null,
  };
}

function toDecisionRecord(row: DecisionRow): AdminPurchase['history'][number] {
  return {
    from: row.from_status,
    to: row.to_status,
    decidedBy: row.decided_by,
    notes: row.notes,
    decidedAt: row.decided_at.toISOString(),
  };
}

function toRefundRecord(row: RefundRow): RefundRecord {
  return {
    id: row.id,
    amount: row.amount,
    kind: row.kind,
    reason: row.reason,
    refundedBy: row.refunded_by,
    refundedAt: row.created_at.toISOString(),
  };
}

/** What the back office sees besides the purchase row. */
export interface AdminPurchaseRecords {
  history: DecisionRow[];
  refunds: RefundRow[];
  dispute: DisputeRow | null;
}

/**
 * The back office's view: the buyer (when identity has told us their name), every decision and
 * refund, the latest dispute, and how much can still be refunded.
 */
export function toAdminPurchase(row: PurchaseRow & KnownBuyer, records: AdminPurchaseRecords): AdminPurchase {
  const { history, refunds, dispute } = records;
  return {
    ...toPurchase(row),
    ...details(row, dispute),
    userId: row.user_id,
    ...(row.email === null
      ? {}
      : {
          user: { id: row.user_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email },
        }),
    history: history.map(toDecisionRecord),
    refunds: refunds.map(toRefundRecord),
    refundable: moneyText(refundableOf(refundableFactsOf(row, dispute))),
  };
}
