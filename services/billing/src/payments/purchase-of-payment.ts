import type { BillingContext } from '../context.ts';
import { findCardPayment } from '../db/card-payments.ts';
import { purchaseExists } from '../db/purchases.ts';
import type { CardPayments } from './card-payments.ts';
import { isPurchaseId } from './paid-checkout.ts';

/** A payment event billing cannot place yet: answered with a 5xx, unrecorded, so Stripe delivers it again. */
export class PaymentNotPlaced extends Error {
  constructor(readonly paymentIntentId: string) {
    super(`Stripe payment intent ${paymentIntentId} names a purchase billing does not have`);
  }
}

/**
 * The purchase a payment intent paid for. Billing knows the payment once its checkout event
 * arrived; before that (refund and dispute events come in any order) Stripe is asked for the
 * purchase id billing put in the payment intent's metadata. Null: the payment is not a purchase's
 * (another product on the same Stripe account), nothing for billing to do.
 */
export async function purchaseOfPayment(
  ctx: Pick<BillingContext, 'db'>,
  card: CardPayments,
  paymentIntentId: string,
): Promise<string | null> {
  const known = await findCardPayment(ctx.db, paymentIntentId);
  if (known) return known.purchase_id;
  const purchaseId = await card.purchaseOfPaymentIntent(paymentIntentId);
  if (!isPurchaseId(purchaseId)) return null;
  if (!(await purchaseExists(ctx.db, purchaseId))) throw new PaymentNotPlaced(paymentIntentId);
  return purchaseId;
}
