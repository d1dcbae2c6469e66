import { type CardCheckout, PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification-messages';
import { moneyOf } from '@prop/contracts/money';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { AppError, conflict, forbidden, notFound } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { findPurchaseOfUser, rememberCheckoutSession } from '../db/purchases.ts';
import type { PurchaseRow } from '../db/types.ts';
import { chooseCheckout, type WantedSession } from '../domain/checkout-choice.ts';
import { productNameOf } from '../domain/purchase-view.ts';
import type { CardPayments, CheckoutSession } from '../payments/card-payments.ts';

/**
 * The trader's Checkout session for their own pending purchase, at the purchase's catalogue
 * price: one per purchase. The session remembered for it is answered again while it is open at
 * Stripe; otherwise a new one is opened. Every session is created under the idempotency key
 * `checkout-<purchase>-<attempt>`, the attempt counting the sessions before it, so two clicks at
 * once (both reading the same attempt) get the one session back from Stripe, and a session after
 * an expired or failed one is a new one. Stripe is called outside any transaction. Only a trader
 * with a verified e-mail address pays by card. Stripe's webhook, not this call, approves the purchase.
 */
export async function startCardCheckout(
  ctx: BillingContext,
  actor: Actor,
  options: { purchaseId: string },
): Promise<CardCheckout> {
  if (actor.kind !== 'trader') throw forbidden();
  // Ownership first: another trader's purchase is not found, whatever the payment setup.
  const purchase = await findPurchaseOfUser(ctx.db, options.purchaseId, actor.userId);
  if (!purchase) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
  if (purchase.status !== 'pending') throw conflict(PURCHASE_SERVER_MESSAGES.notAwaitingPayment);
  if (!ctx.card) throw new AppError('UNAVAILABLE', PURCHASE_SERVER_MESSAGES.cardUnavailable);
  // Bank transfers stay open to an unverified address: an admin sees that money arrive.
  if (!(await ctx.emailVerified(actor.userId))) throw forbidden(EMAIL_VERIFICATION_MESSAGES.cardRefused);
  let opened: Opened | 'paid';
  try {
    opened = await openCheckout(ctx, ctx.card, purchase);
  } catch (error) {
    ctx.log.error({ err: error, purchaseId: purchase.id }, 'Stripe Checkout session not created');
    throw new AppError('UNAVAILABLE', PURCHASE_SERVER_MESSAGES.cardCheckoutFailed);
  }
  if (opened === 'paid') throw conflict(PURCHASE_SERVER_MESSAGES.notAwaitingPayment);
  const { checkout, attempt } = opened;
  await runCommand(ctx.runtime, actor, ({ trx }) =>
    rememberCheckoutSession(trx, purchase.id, { sessionId: checkout.sessionId, attempt }),
  );
  return checkout;
}

interface Opened {
  checkout: CardCheckout;
  /** The attempt the session was created in. */
  attempt: number;
}

function payable(session: CheckoutSession, attempt: number): Opened {
  if (!session.url) throw new Error(`Stripe returned Checkout session ${session.id} without a URL`);
  return { checkout: { sessionId: session.id, url: session.url }, attempt };
}

async function openCheckout(ctx: BillingContext, card: CardPayments, purchase: PurchaseRow): Promise<Opened | 'paid'> {
  const back = `${ctx.publicAppUrl}/purchase?purchase=${purchase.id}`;
  const wanted: WantedSession = { priceCents: moneyOf(purchase.price), successUrl: `${back}&payment=success` };
  let remembered = purchase.stripe_session_id ? await card.findCheckout(purchase.stripe_session_id) : null;
  const choice = chooseCheckout(remembered, purchase.card_payment_state, wanted);
  if (choice === 'paid') return 'paid';
  if (choice === 'reuse' && remembered) return payable(remembered, purchase.checkout_attempts);
  if (choice === 'replace' && remembered) {
    try {
      await card.expireCheckout(remembered.id);
    } catch (error) {
      // Stripe expires only an open session: it may have been paid, or expired, meanwhile.
      remembered = await card.findCheckout(remembered.id);
      if (remembered?.status === 'open') throw error;
      if (chooseCheckout(remembered, purchase.card_payment_state, wanted) === 'paid') return 'paid';
    }
  }
  const attempt = purchase.checkout_attempts + 1;
  const session = await card.createCheckout({
    purchaseId: purchase.id,
    transactionId: purchase.transaction_id,
    tierName: productNameOf(purchase),
    price: wanted.priceCents,
    successUrl: wanted.successUrl,
    cancelUrl: `${back}&payment=cancelled`,
    idempotencyKey: `checkout-${purchase.id}-${attempt}`,
  });
  return payable(session, attempt);
}
