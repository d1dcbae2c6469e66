import type Stripe from 'stripe';
import { stripeId } from './ids.ts';

export interface PaymentInput {
  amount: number;
  currency: string;
  /** Copied from the session's payment_intent_data[metadata], and from there onto the charge. */
  metadata: Record<string, string>;
  email: string | null;
  created: number;
  /** A card settles at once; a SEPA debit stays processing until the bank answers. */
  method: 'card' | 'sepa_debit';
}

/** The PaymentIntent and its one charge a Checkout payment makes: succeeded for a card, processing otherwise. */
export function startPayment(input: PaymentInput): { paymentIntent: Stripe.PaymentIntent; charge: Stripe.Charge } {
  const settled = input.method === 'card';
  const paymentIntentId = stripeId('pi');
  const paymentMethodId = stripeId('pm');
  const chargeId = stripeId('ch');
  const charge: Stripe.Charge = {
    id: chargeId,
    object: 'charge',
    amount: input.amount,
    amount_captured: settled ? input.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: settled ? stripeId('txn') : null,
    billing_details: { address: null, email: input.email, name: 'Local Test Payer', phone: null, tax_id: null },
    calculated_statement_descriptor: 'PROP FIRM',
    captured: settled,
    created: input.created,
    currency: input.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: { ...input.metadata },
    on_behalf_of: null,
    outcome: settled ? approvedOutcome() : null,
    paid: settled,
    payment_intent: paymentIntentId,
    payment_method: paymentMethodId,
    payment_method_details: null,
    receipt_email: input.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${chargeId}/refunds` },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: settled ? 'succeeded' : 'pending',
    transfer_data: null,
    transfer_group: null,
  };
  const paymentIntent: Stripe.PaymentIntent = {
    id: paymentIntentId,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: settled ? input.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${paymentIntentId}_secret_local`,
    confirmation_method: 'automatic',
    created: input.created,
    currency: input.currency,
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: chargeId,
    livemode: false,
    managed_payments: null,
    metadata: { ...input.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: paymentMethodId,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: [input.method],
    payment_record: null,
    processing: null,
    receipt_email: input.email,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: settled ? 'succeeded' : 'processing',
    transfer_group: null,
  };
  return { paymentIntent, charge };
}

const approvedOutcome = (): Stripe.Charge.Outcome => ({
  advice_code: null,
  network_advice_code: null,
  network_decline_code: null,
  network_status: 'approved_by_network',
  reason: null,
  risk_level: 'normal',
  seller_message: 'Payment complete.',
  type: 'authorized',
});

/** The bank confirmed a delayed payment: the money is in. */
export function settlePayment(paymentIntent: Stripe.PaymentIntent, charge: Stripe.Charge) {
  paymentIntent.status = 'succeeded';
  paymentIntent.amount_received = paymentIntent.amount;
  Object.assign(charge, {
    status: 'succeeded',
    paid: true,
    captured: true,
    amount_captured: charge.amount,
    balance_transaction: stripeId('txn'),
    outcome: approvedOutcome(),
  });
}

/** The bank refused a delayed payment (a SEPA debit returned for lack of funds). */
export function failPayment(paymentIntent: Stripe.PaymentIntent, charge: Stripe.Charge) {
  const message = 'The customer’s account has insufficient funds to cover this payment.';
  paymentIntent.status = 'requires_payment_method';
  paymentIntent.last_payment_error = { type: 'card_error', code: 'insufficient_funds', charge: charge.id, message };
  Object.assign(charge, {
    status: 'failed',
    failure_code: 'insufficient_funds',
    failure_message: message,
    outcome: {
      ...approvedOutcome(),
      network_status: 'declined_by_network',
      reason: 'insufficient_funds',
      seller_message: 'The bank returned the debit.',
      type: 'issuer_declined',
    },
  });
}
