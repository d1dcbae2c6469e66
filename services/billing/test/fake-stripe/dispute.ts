import type Stripe from 'stripe';
import { stripeId, unixNow } from './ids.ts';

const DAY = 24 * 60 * 60;

/** A chargeback the cardholder's bank opened on a charge; the merchant has about a week to answer. */
export function openDisputeOn(charge: Stripe.Charge, amount: number, reason: string): Stripe.Dispute {
  const created = unixNow();
  charge.disputed = true;
  return {
    id: stripeId('dp'),
    object: 'dispute',
    amount,
    balance_transactions: [],
    charge: charge.id,
    created,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: emptyEvidence(),
    evidence_details: {
      due_by: created + 7 * DAY,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
    reason,
    status: 'needs_response',
  };
}

const emptyEvidence = (): Stripe.Dispute.Evidence => ({
  access_activity_log: null,
  billing_address: null,
  cancellation_policy: null,
  cancellation_policy_disclosure: null,
  cancellation_rebuttal: null,
  customer_communication: null,
  customer_email_address: null,
  customer_name: null,
  customer_purchase_ip: null,
  customer_signature: null,
  duplicate_charge_documentation: null,
  duplicate_charge_explanation: null,
  duplicate_charge_id: null,
  enhanced_evidence: {},
  product_description: null,
  receipt: null,
  refund_policy: null,
  refund_policy_disclosure: null,
  refund_refusal_explanation: null,
  service_date: null,
  service_documentation: null,
  shipping_address: null,
  shipping_carrier: null,
  shipping_date: null,
  shipping_documentation: null,
  shipping_tracking_number: null,
  uncategorized_file: null,
  uncategorized_text: null,
});

/** A dispute still waiting for the bank's decision; a refund of its charge is refused meanwhile. */
export const isOpen = (dispute: Stripe.Dispute) =>
  dispute.status === 'needs_response' || dispute.status === 'under_review';
