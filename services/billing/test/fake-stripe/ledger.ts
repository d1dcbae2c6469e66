import type Stripe from 'stripe';
import { isOpen, openDisputeOn } from './dispute.ts';
import { noSuch, refused } from './errors.ts';
import { amountText } from './amount-text.ts';
import { type EventOrigin, type Journal, NO_REQUEST } from './events.ts';
import { stripeId, unixNow } from './ids.ts';
import { failPayment, settlePayment, startPayment } from './payment.ts';
import { refundable, refundCharge } from './refund.ts';
import { customerDetails, openSession } from './session.ts';
import type { SessionRequest } from './session-params.ts';

export interface CheckoutRecord {
  session: Stripe.Checkout.Session;
  productName: string;
  paymentIntentMetadata: Record<string, string>;
}

export interface RefundRequest {
  paymentIntent?: string;
  charge?: string;
  /** The rest of the charge when absent. */
  amount?: number;
  reason?: Stripe.Refund.Reason | null;
  metadata?: Record<string, string>;
}

/**
 * The fake account's objects and what happens to them. Every change that Stripe announces with an
 * event is announced here through the journal, with the object as it is right after the change.
 */
export function createLedger(journal: Journal, pageUrl: (sessionId: string) => string) {
  const checkouts = new Map<string, CheckoutRecord>();
  const paymentIntents = new Map<string, Stripe.PaymentIntent>();
  const charges = new Map<string, Stripe.Charge>();
  const refunds = new Map<string, Stripe.Refund>();
  const disputes = new Map<string, Stripe.Dispute>();

  function checkout(sessionId: string): CheckoutRecord {
    const record = checkouts.get(sessionId);
    if (!record) throw noSuch('checkout.session', sessionId);
    return record;
  }
  function paymentIntent(id: string, param = 'id'): Stripe.PaymentIntent {
    const found = paymentIntents.get(id);
    if (!found) throw noSuch('payment_intent', id, param);
    return found;
  }
  function charge(id: string, param = 'id'): Stripe.Charge {
    const found = charges.get(id);
    if (!found) throw noSuch('charge', id, param);
    return found;
  }
  function dispute(id: string): Stripe.Dispute {
    const found = disputes.get(id);
    if (!found) throw noSuch('dispute', id);
    return found;
  }
  /** The session's payment, for the bank to act on: it must have been paid by a delayed method. */
  function pendingPayment(sessionId: string) {
    const { session } = checkout(sessionId);
    const intent = typeof session.payment_intent === 'string' ? paymentIntents.get(session.payment_intent) : undefined;
    if (intent?.status !== 'processing') {
      throw new Error(`Checkout session ${sessionId} has no payment waiting for the bank`);
    }
    return { session, intent, charge: charge(String(intent.latest_charge)) };
  }
  function close(session: Stripe.Checkout.Session, status: 'complete' | 'expired') {
    session.status = status;
    // Stripe only shows the hosted page's address while the session can still be paid.
    session.url = null;
  }

  return {
    createSession(request: SessionRequest): Stripe.Checkout.Session {
      const id = stripeId('cs');
      const { productName, paymentIntentMetadata, ...input } = request;
      const session = openSession({ ...input, id, url: pageUrl(id), created: unixNow() });
      checkouts.set(id, { session, productName, paymentIntentMetadata });
      return session;
    },

    checkout,
    findCheckout: (sessionId: string) => checkouts.get(sessionId),
    sessions: () => [...checkouts.values()].map((record) => record.session),
    paymentIntent,
    charge,
    dispute,
    refund(id: string): Stripe.Refund {
      const found = refunds.get(id);
      if (!found) throw noSuch('refund', id);
      return found;
    },
    /** Any object of the account by id, for expanding references. */
    find: (id: string): object | undefined =>
      checkouts.get(id)?.session ?? paymentIntents.get(id) ?? charges.get(id) ?? refunds.get(id) ?? disputes.get(id),

    expire(sessionId: string, origin: EventOrigin): Stripe.Event[] {
      const { session } = checkout(sessionId);
      if (session.status !== 'open') {
        throw refused(
          'checkout_session_not_open',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      }
      close(session, 'expired');
      return [journal.emit('checkout.session.expired', session, origin)];
    },

    pay(sessionId: string, delayed: boolean): Stripe.Event[] {
      const { session, paymentIntentMetadata } = checkout(sessionId);
      if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}, not open`);
      const email = session.customer_email ?? 'payer@example.test';
      const payment = startPayment({
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'eur',
        metadata: paymentIntentMetadata,
        email,
        created: unixNow(),
        method: delayed ? 'sepa_debit' : 'card',
      });
      paymentIntents.set(payment.paymentIntent.id, payment.paymentIntent);
      charges.set(payment.charge.id, payment.charge);
      close(session, 'complete');
      session.payment_intent = payment.paymentIntent.id;
      session.payment_status = delayed ? 'unpaid' : 'paid';
      session.customer_details = customerDetails(email);
      return [journal.emit('checkout.session.completed', session, NO_REQUEST)];
    },

    settle(sessionId: string, succeeded: boolean): Stripe.Event[] {
      const pending = pendingPayment(sessionId);
      if (succeeded) {
        settlePayment(pending.intent, pending.charge);
        pending.session.payment_status = 'paid';
        return [journal.emit('checkout.session.async_payment_succeeded', pending.session, NO_REQUEST)];
      }
      failPayment(pending.intent, pending.charge);
      return [journal.emit('checkout.session.async_payment_failed', pending.session, NO_REQUEST)];
    },

    createRefund(request: RefundRequest, origin: EventOrigin): { refund: Stripe.Refund; events: Stripe.Event[] } {
      const target = request.charge
        ? charge(request.charge, 'charge')
        : charge(String(paymentIntent(request.paymentIntent ?? '', 'payment_intent').latest_charge));
      if (target.status !== 'succeeded') {
        throw refused('charge_not_refundable', `Charge ${target.id} has not succeeded and cannot be refunded.`);
      }
      if (
        [...disputes.values()].some((open) => open.charge === target.id && (isOpen(open) || open.status === 'lost'))
      ) {
        throw refused('charge_disputed', `Charge ${target.id} has been charged back; cannot issue a refund.`);
      }
      const rest = refundable(target);
      if (rest === 0) throw refused('charge_already_refunded', `Charge ${target.id} has already been refunded.`);
      const amount = request.amount ?? rest;
      if (amount > rest) {
        throw refused(
          'amount_too_large',
          `Refund amount (${amountText(amount, target.currency)}) is greater than unrefunded amount on charge (${amountText(rest, target.currency)})`,
          'amount',
        );
      }
      const previous = { amount_refunded: target.amount_refunded, refunded: target.refunded };
      const refund = refundCharge({
        charge: target,
        amount,
        reason: request.reason ?? null,
        metadata: request.metadata ?? {},
      });
      refunds.set(refund.id, refund);
      return { refund, events: [journal.emit('charge.refunded', target, origin, previous)] };
    },

    openDispute(paymentIntentId: string, amount: number | undefined, reason: string): Stripe.Event[] {
      const target = charge(String(paymentIntent(paymentIntentId).latest_charge));
      if (target.status !== 'succeeded') throw new Error(`Charge ${target.id} was never paid, so cannot be disputed`);
      const opened = openDisputeOn(target, amount ?? target.amount, reason);
      disputes.set(opened.id, opened);
      return [journal.emit('charge.dispute.created', opened, NO_REQUEST)];
    },

    closeDispute(disputeId: string, outcome: 'won' | 'lost'): Stripe.Event[] {
      const closing = dispute(disputeId);
      if (!isOpen(closing)) throw new Error(`Dispute ${disputeId} is already closed (${closing.status})`);
      closing.status = outcome;
      return [journal.emit('charge.dispute.closed', closing, NO_REQUEST)];
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
