import type Stripe from 'stripe';
import { invalidParam } from './errors.ts';
import { metadataOf, optionalInteger, optionalText, type StripeForm, topLevelParams } from './form.ts';
import type { RefundRequest } from './ledger.ts';

const KNOWN_PARAMS = new Set([
  'amount',
  'charge',
  'expand',
  'instructions_email',
  'metadata',
  'payment_intent',
  'reason',
]);
const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

/** Reads `POST /v1/refunds` the way Stripe validates it: a charge or a PaymentIntent, and an optional part of it. */
export function readRefundRequest(form: StripeForm): RefundRequest {
  for (const param of topLevelParams(form)) {
    if (!KNOWN_PARAMS.has(param))
      throw invalidParam(param, `Received unknown parameter: ${param}`, 'parameter_unknown');
  }
  const charge = optionalText(form, 'charge');
  const paymentIntent = optionalText(form, 'payment_intent');
  if (!charge && !paymentIntent) {
    throw invalidParam(
      'payment_intent',
      'One of the following params should be provided for this request: payment_intent or charge.',
      'parameter_missing',
    );
  }
  const amount = optionalInteger(form, 'amount');
  if (amount === 0) throw invalidParam('amount', 'Invalid positive integer', 'parameter_invalid_integer');
  const reason = optionalText(form, 'reason');
  if (reason !== undefined && !REASONS.has(reason)) {
    throw invalidParam('reason', 'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer');
  }
  return {
    charge,
    paymentIntent,
    amount,
    reason: (reason as Stripe.Refund.Reason | undefined) ?? null,
    metadata: metadataOf(form, 'metadata'),
  };
}
