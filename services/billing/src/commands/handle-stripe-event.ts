import type Stripe from 'stripe';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { BillingContext } from '../context.ts';
import { recordStripeEvent } from '../db/stripe-events.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import { endedCheckoutOf, paidCheckoutOf } from '../payments/paid-checkout.ts';
import { confirmCardPayment } from './confirm-card-payment.ts';
import { noteCheckoutEnded } from './note-checkout-ended.ts';
import { recordChargeRefunds } from './record-charge-refunds.ts';
import { recordDispute } from './record-dispute.ts';

/**
 * One verified Stripe event, to the command that handles its type. Each records the event's id in
 * the transaction of its change, so a redelivery changes nothing; an event billing has no use for
 * is recorded and acknowledged, so Stripe stops sending it.
 */
export async function handleStripeEvent(
  ctx: BillingContext,
  card: CardPayments,
  actor: Actor,
  event: Stripe.Event,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const paid = paidCheckoutOf(event);
      return paid ? confirmCardPayment(ctx, card, actor, event, paid) : acknowledge(ctx, actor, event);
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const ended = endedCheckoutOf(event);
      return ended ? noteCheckoutEnded(ctx, actor, event, ended) : acknowledge(ctx, actor, event);
    }
    case 'charge.refunded':
      return recordChargeRefunds(ctx, card, actor, event);
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return recordDispute(ctx, card, actor, event);
    default:
      return acknowledge(ctx, actor, event);
  }
}

async function acknowledge(ctx: BillingContext, actor: Actor, event: Stripe.Event): Promise<void> {
  await runCommand(ctx.runtime, actor, ({ trx }) =>
    recordStripeEvent(trx, { id: event.id, type: event.type, purchaseId: null }),
  );
}
