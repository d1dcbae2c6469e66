import type Stripe from 'stripe';
import { stripeId, unixNow } from './ids.ts';

export interface RefundInput {
  charge: Stripe.Charge;
  amount: number;
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
}

/** A refund of (part of) a charge, and the charge updated as Stripe shows it afterwards. */
export function refundCharge(input: RefundInput): Stripe.Refund {
  const { charge } = input;
  const refund: Stripe.Refund = {
    id: stripeId('re'),
    object: 'refund',
    amount: input.amount,
    balance_transaction: stripeId('txn'),
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata: input.metadata,
    payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
    payment_method: charge.payment_method,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  charge.amount_refunded += input.amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const refunds = charge.refunds ?? {
    object: 'list',
    data: [],
    has_more: false,
    url: `/v1/charges/${charge.id}/refunds`,
  };
  // Stripe lists a charge's refunds newest first.
  charge.refunds = { ...refunds, data: [refund, ...refunds.data] };
  return refund;
}

/** What is still refundable on a charge. */
export const refundable = (charge: Stripe.Charge) => charge.amount - charge.amount_refunded;
