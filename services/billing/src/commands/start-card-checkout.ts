import { type CardCheckout, PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification';
import { moneyOf } from '@prop/contracts/money';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { AppError, conflict, forbidden, notFound } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { findPurchaseOfUser, rememberCheckoutSession } from '../db/purchases.ts';
import { productNameOf } from '../domain/purchase-view.ts';

/**
 * Starts a Stripe Checkout session for the trader's own pending purchase, at the purchase's
 * catalogue price. The call to Stripe is made outside any transaction; the session id is kept
 * so the payment can be traced. Only a trader with a verified e-mail address pays by card. Stripe's webhook, not this call, approves the purchase.
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
  const back = `${ctx.publicAppUrl}/purchase?purchase=${purchase.id}`;
  let checkout: CardCheckout;
  try {
    checkout = await ctx.card.createCheckout({
      purchaseId: purchase.id,
      transactionId: purchase.transaction_id,
      tierName: productNameOf(purchase),
      price: moneyOf(purchase.price),
      successUrl: `${back}&payment=success`,
      cancelUrl: `${back}&payment=cancelled`,
    });
  } catch (error) {
    ctx.log.error({ err: error, purchaseId: purchase.id }, 'Stripe Checkout session not created');
    throw new AppError('UNAVAILABLE', PURCHASE_SERVER_MESSAGES.cardCheckoutFailed);
  }
  await runCommand(ctx.runtime, actor, ({ trx }) => rememberCheckoutSession(trx, purchase.id, checkout.sessionId));
  return checkout;
}
