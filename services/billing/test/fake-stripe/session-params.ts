import { invalidParam, noSuch } from './errors.ts';
import {
  listLength,
  metadataOf,
  optionalInteger,
  optionalText,
  requiredText,
  type StripeForm,
  topLevelParams,
} from './form.ts';
import type { SessionInput } from './session.ts';

/** Real Checkout parameters the fake takes (most without effect); anything else is refused as Stripe does. */
const KNOWN_PARAMS = new Set([
  'allow_promotion_codes',
  'billing_address_collection',
  'cancel_url',
  'client_reference_id',
  'customer_creation',
  'customer_email',
  'expand',
  'expires_at',
  'line_items',
  'locale',
  'metadata',
  'mode',
  'payment_intent_data',
  'payment_method_types',
  'submit_type',
  'success_url',
]);

const MIN_LIFETIME = 30 * 60;
const MAX_LIFETIME = 24 * 60 * 60;

export type SessionRequest = Omit<SessionInput, 'id' | 'url' | 'created'> & {
  /** What the hosted page shows the payer. */
  productName: string;
  paymentIntentMetadata: Record<string, string>;
};

/** Reads `POST /v1/checkout/sessions` the way Stripe validates it, for one-off prices in payment mode. */
export function readSessionRequest(form: StripeForm, now: number): SessionRequest {
  for (const param of topLevelParams(form)) {
    if (!KNOWN_PARAMS.has(param)) {
      throw invalidParam(param, `Received unknown parameter: ${param}`, 'parameter_unknown');
    }
  }
  const mode = requiredText(form, 'mode');
  if (mode !== 'payment') {
    throw invalidParam(
      'mode',
      `The fake Stripe only opens sessions in payment mode, not '${mode}'.`,
      'parameter_invalid',
    );
  }
  const count = listLength(form, 'line_items');
  if (count === 0) throw invalidParam('line_items', 'You must provide at least one line item.', 'parameter_missing');

  let amountTotal = 0;
  let currency: string | undefined;
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = `line_items[${index}]`;
    const price = optionalText(form, `${item}[price]`);
    if (price) throw noSuch('price', price, `${item}[price]`);
    const quantity = optionalInteger(form, `${item}[quantity]`);
    if (quantity === undefined) throw invalidParam(`${item}[quantity]`, 'Quantity is required.', 'parameter_missing');
    const itemCurrency = requiredText(form, `${item}[price_data][currency]`).toLowerCase();
    const unitAmount = optionalInteger(form, `${item}[price_data][unit_amount]`);
    if (unitAmount === undefined) {
      throw invalidParam(`${item}[price_data][unit_amount]`, 'Missing unit_amount.', 'parameter_missing');
    }
    if (currency && itemCurrency !== currency) {
      throw invalidParam(`${item}[price_data][currency]`, 'All line items must use the same currency.');
    }
    currency = itemCurrency;
    names.push(requiredText(form, `${item}[price_data][product_data][name]`));
    amountTotal += unitAmount * quantity;
  }

  const expiresAt = optionalInteger(form, 'expires_at') ?? now + MAX_LIFETIME;
  if (expiresAt < now + MIN_LIFETIME || expiresAt > now + MAX_LIFETIME) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes and at most 24 hours after the session is created.',
      'parameter_invalid_integer',
    );
  }
  const methods = form.payment_method_types;
  return {
    amountTotal,
    currency: currency ?? 'eur',
    productName: names.join(', '),
    clientReferenceId: optionalText(form, 'client_reference_id') ?? null,
    customerEmail: optionalText(form, 'customer_email') ?? null,
    metadata: metadataOf(form, 'metadata'),
    paymentIntentMetadata: metadataOf(form, 'payment_intent_data[metadata]'),
    paymentMethodTypes: Array.isArray(methods) ? methods.map(String) : ['card'],
    successUrl: optionalText(form, 'success_url') ?? null,
    cancelUrl: optionalText(form, 'cancel_url') ?? null,
    expiresAt,
  };
}
