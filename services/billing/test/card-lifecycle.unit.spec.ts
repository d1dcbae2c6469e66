import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { chooseCheckout, type RememberedSession } from '../src/domain/checkout-choice.ts';
import { disputeStatusOf, nextDisputeStep } from '../src/domain/dispute-status.ts';
import { planRefund, type RefundablePurchase, refundableOf } from '../src/domain/refund-amounts.ts';
import { endedCheckoutOf } from '../src/payments/paid-checkout.ts';
import { refundFactsOf } from '../src/payments/refund-facts.ts';

const PURCHASE = '3b9f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ADMIN = '7c0e1f52-3a4b-4c5d-8e6f-0a1b2c3d4e5f';

describe('disputeStatusOf', () => {
  it.each([
    ['needs_response', 'open'],
    ['under_review', 'open'],
    ['warning_needs_response', 'open'],
    ['won', 'won'],
    ['warning_closed', 'won'],
    ['prevented', 'won'],
    ['lost', 'lost'],
  ])("given Stripe's status %s, then billing keeps it as %s", (stripe, kept) => {
    expect(disputeStatusOf(stripe)).toBe(kept);
  });
});

describe('nextDisputeStep', () => {
  it('given a new dispute, then it is opened and announced once', () => {
    expect(nextDisputeStep(null, 'open')).toEqual({ status: 'open', opened: true, closed: false });
    expect(nextDisputeStep('open', 'open')).toEqual({ status: 'open', opened: false, closed: false });
  });

  it('given the decision of an open dispute, then it closes and is announced closed once', () => {
    expect(nextDisputeStep('open', 'lost')).toEqual({ status: 'lost', opened: false, closed: true });
    expect(nextDisputeStep('lost', 'lost')).toEqual({ status: 'lost', opened: false, closed: false });
  });

  it('given the decision before anything else, then it is announced opened and closed', () => {
    expect(nextDisputeStep(null, 'won')).toEqual({ status: 'won', opened: true, closed: true });
  });

  it('given a late event after the decision, then the decision stands and nothing is announced', () => {
    expect(nextDisputeStep('won', 'open')).toEqual({ status: 'won', opened: false, closed: false });
    expect(nextDisputeStep('lost', 'won')).toEqual({ status: 'lost', opened: false, closed: false });
  });
});

const paidByCard: RefundablePurchase = {
  status: 'approved',
  paymentMethod: 'card',
  paymentIntentId: 'pi_1',
  paid: 24900n,
  refunded: 0n,
  dispute: null,
};

describe('refundableOf', () => {
  it('given an approved card purchase, then what it paid less what was refunded', () => {
    expect(refundableOf(paidByCard)).toBe(24900n);
    expect(refundableOf({ ...paidByCard, refunded: 4900n })).toBe(20000n);
    expect(refundableOf({ ...paidByCard, refunded: 24900n })).toBe(0n);
  });

  it.each<[string, Partial<RefundablePurchase>]>([
    ['pending', { status: 'pending' }],
    ['marked not received', { status: 'not_received' }],
    ['paid by bank transfer', { paymentMethod: 'bank_transfer', paymentIntentId: null }],
    ['approved by an admin without a card payment', { paymentIntentId: null }],
    ['disputed', { dispute: 'open' }],
    ['charged back', { dispute: 'lost' }],
  ])('given a purchase %s, then nothing can be refunded', (_case, change) => {
    expect(refundableOf({ ...paidByCard, ...change })).toBe(0n);
  });

  it('given a dispute the firm won, then the payment can be refunded again', () => {
    expect(refundableOf({ ...paidByCard, dispute: 'won' })).toBe(24900n);
  });
});

describe('planRefund', () => {
  it('given no amount, then all that is left is refunded, in full', () => {
    expect(planRefund({ ...paidByCard, refunded: 4900n }, undefined)).toEqual({
      ok: true,
      amount: 20000n,
      refundedAfter: 24900n,
      full: true,
    });
  });

  it('given part of it, then that part, not full', () => {
    expect(planRefund(paidByCard, 4900n)).toEqual({ ok: true, amount: 4900n, refundedAfter: 4900n, full: false });
  });

  it('given exactly the rest, then full', () => {
    expect(planRefund({ ...paidByCard, refunded: 4900n }, 20000n)).toMatchObject({ ok: true, full: true });
  });

  it('given more than is left, then too large; given nothing refundable, then not refundable', () => {
    expect(planRefund({ ...paidByCard, refunded: 4900n }, 20001n)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(planRefund({ ...paidByCard, refunded: 24900n }, 1n)).toEqual({ ok: false, problem: 'notRefundable' });
    expect(planRefund({ ...paidByCard, status: 'pending' }, undefined)).toEqual({
      ok: false,
      problem: 'notRefundable',
    });
  });
});

describe('chooseCheckout', () => {
  const wanted = { priceCents: 24900n, successUrl: 'https://app.test/purchase?purchase=1&payment=success' };
  const open: RememberedSession = {
    status: 'open',
    paymentStatus: 'unpaid',
    amountCents: 24900,
    url: 'https://checkout.test/pay/cs_1',
    successUrl: wanted.successUrl,
  };

  it('given no session yet, then a new one', () => {
    expect(chooseCheckout(null, null, wanted)).toBe('new');
  });

  it('given an open session for this price and address, then it is answered again', () => {
    expect(chooseCheckout(open, 'open', wanted)).toBe('reuse');
  });

  it('given an open session for another amount or return address, then it is replaced', () => {
    expect(chooseCheckout({ ...open, amountCents: 100 }, 'open', wanted)).toBe('replace');
    expect(chooseCheckout({ ...open, successUrl: 'https://old.test/purchase' }, 'open', wanted)).toBe('replace');
  });

  it('given an expired session, or one whose delayed payment failed, then a new one', () => {
    expect(chooseCheckout({ ...open, status: 'expired', url: null }, 'expired', wanted)).toBe('new');
    expect(chooseCheckout({ ...open, status: 'complete', url: null }, 'failed', wanted)).toBe('new');
  });

  it('given a paid session, or a delayed payment still being settled, then no second session', () => {
    expect(chooseCheckout({ ...open, status: 'complete', paymentStatus: 'paid' }, 'open', wanted)).toBe('paid');
    expect(chooseCheckout({ ...open, status: 'complete' }, 'open', wanted)).toBe('paid');
  });
});

describe('endedCheckoutOf', () => {
  const session = { id: 'cs_test_1', object: 'checkout.session', client_reference_id: PURCHASE, metadata: {} };
  const event = (type: string) => ({ id: 'evt_1', type, data: { object: session } }) as unknown as Stripe.Event;

  it('given an expired or a failed session, then the state the trader sees', () => {
    expect(endedCheckoutOf(event('checkout.session.expired'))).toEqual({
      purchaseId: PURCHASE,
      sessionId: 'cs_test_1',
      state: 'expired',
    });
    expect(endedCheckoutOf(event('checkout.session.async_payment_failed'))?.state).toBe('failed');
    expect(endedCheckoutOf(event('checkout.session.completed'))).toBeNull();
  });
});

describe('refundFactsOf', () => {
  const refund = {
    id: 're_1',
    object: 'refund',
    amount: 4900,
    payment_intent: 'pi_1',
    status: 'succeeded',
    reason: 'requested_by_customer',
    created: 1_773_480_600,
    metadata: {},
  } as unknown as Stripe.Refund;

  it("given a refund made in Stripe's dashboard, then it is Stripe's, of the kind given", () => {
    expect(refundFactsOf(refund, 'stripe')).toEqual({
      id: 're_1',
      paymentIntentId: 'pi_1',
      amount: 4900n,
      kind: 'stripe',
      reason: 'requested_by_customer',
      refundedBy: 'stripe',
      keepAccount: false,
    });
  });

  it('given a refund billing asked for, then its own metadata says who, why and which kind', () => {
    const ours = {
      ...refund,
      metadata: { purchaseId: PURCHASE, kind: 'admin', refundedBy: ADMIN, reason: 'Goodwill', keepAccount: 'true' },
    } as Stripe.Refund;
    expect(refundFactsOf(ours, 'stripe')).toMatchObject({
      kind: 'admin',
      refundedBy: ADMIN,
      reason: 'Goodwill',
      keepAccount: true,
    });
  });

  it('given a refund that failed or was canceled, then nothing was given back', () => {
    expect(refundFactsOf({ ...refund, status: 'failed' } as Stripe.Refund, 'stripe')).toBeNull();
    expect(refundFactsOf({ ...refund, status: 'canceled' } as Stripe.Refund, 'stripe')).toBeNull();
  });
});
