import {
  type AdminPurchase,
  type BankTransfer,
  PURCHASE_CURRENCY,
  type Purchase,
  type TraderPurchase,
} from '@prop/contracts/purchase';
import { findTier } from '@prop/contracts/tiers';
import type { DecisionRow, PurchaseRow } from '../db/types.ts';

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

/** The spec's record. Amounts travel as JSON numbers: tier sizes and prices are whole euros. */
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

function details(row: PurchaseRow) {
  return {
    tierId: row.tier_id,
    tierName: productNameOf(row),
    currency: PURCHASE_CURRENCY,
    updatedAt: row.updated_at.toISOString(),
  } as const;
}

export function bankTransferFor(row: PurchaseRow, account: BankAccount): BankTransfer {
  return { ...account, reference: row.transaction_id, amount: row.price, currency: PURCHASE_CURRENCY };
}

/** The trader's view: while pending, how to pay (bank transfer, and card when it is available). */
export function toTraderPurchase(row: PurchaseRow, account: BankAccount, cardAvailable: boolean): TraderPurchase {
  return {
    ...toPurchase(row),
    ...details(row),
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

/** The back office's view: the buyer (when identity has told us their name) and every decision. */
export function toAdminPurchase(row: PurchaseRow & KnownBuyer, history: DecisionRow[]): AdminPurchase {
  return {
    ...toPurchase(row),
    ...details(row),
    userId: row.user_id,
    ...(row.email === null
      ? {}
      : {
          user: { id: row.user_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email },
        }),
    history: history.map(toDecisionRecord),
  };
}
