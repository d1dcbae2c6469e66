import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { moneyOf } from '@prop/contracts/money';
import { amountTextSchema } from '@prop/contracts/money-schemas';
import { findTier } from '@prop/contracts/tiers';
import { checkAgainstCatalogue } from '../src/domain/catalogue-check.ts';
import { decidePurchaseChange, type PurchaseState } from '../src/domain/purchase-change.ts';
import { TRANSACTION_REFERENCE, transactionReference } from '../src/domain/transaction-reference.ts';
import { paidCheckoutOf } from '../src/payments/paid-checkout.ts';

const ADMIN = '7c0e1f52-3a4b-4c5d-8e6f-0a1b2c3d4e5f';
const OTHER_ADMIN = '1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5';
const PURCHASE = '3b9f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NOW = new Date('2026-03-14T09:30:00Z');
const EARLIER = new Date('2026-03-10T16:00:00Z');

describe('checkAgainstCatalogue', () => {
  it('given the 25k tier at its catalogue amount and price, then the tier is the one bought', () => {
    expect(checkAgainstCatalogue({ tierId: '25k', amount: 25000, price: 249 }, findTier)).toMatchObject({
      ok: true,
      tier: { id: '25k', name: '25k Professional', amount: 25000, price: 249 },
    });
  });

  it.each([
    ['an unknown tier', { tierId: '5k', amount: 5000, price: 49 }, 'Invalid tier selected'],
    ['a lower price', { tierId: '100k', amount: 100000, price: 1 }, 'The price does not match the selected tier'],
    ['a higher price', { tierId: '10k', amount: 10000, price: 139.01 }, 'The price does not match the selected tier'],
    [
      'another tier’s amount',
      { tierId: '10k', amount: 100000, price: 139 },
      'The amount does not match the selected tier',
    ],
  ])('given %s, then the purchase is refused with a clear message', (_case, input, message) => {
    expect(checkAgainstCatalogue(input, findTier)).toEqual({ ok: false, message });
  });
});

describe('transactionReference', () => {
  it('given a time and random bytes, then the reference is PF-<UTC year>-<8 unambiguous characters>', () => {
    const bytes = () => Uint8Array.from([0, 1, 2, 3, 31, 32, 255, 100]);
    const reference = transactionReference(new Date('2026-12-31T23:30:00-02:00'), bytes);
    expect(reference).toBe('PF-2027-ABCD9A9E');
    expect(reference).toMatch(TRANSACTION_REFERENCE);
  });

  it('given any bytes, then no 0, O, 1 or I appears in the code', () => {
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    const reference = transactionReference(NOW, () => all);
    expect(reference.slice(8)).not.toMatch(/[01OI]/);
  });
});

describe('a euro price in cents', () => {
  it.each([
    ['249.00', 24900n],
    ['249', 24900n],
    ['0.5', 50n],
    ['99999.99', 9999999n],
  ])('given %s euro, then it is %i cents', (text, cents) => {
    expect(amountTextSchema.safeParse(text).success).toBe(true);
    expect(moneyOf(text)).toBe(cents);
  });

  it.each(['', '-1.00', '1.001', '1e3', 'abc'])('given "%s", then it is refused as a price', (text) => {
    expect(amountTextSchema.safeParse(text).success).toBe(false);
  });

  it.each(['', '1.001', '1e3', 'abc'])('given "%s", then it is no amount of money at all', (text) => {
    expect(() => moneyOf(text)).toThrow();
  });
});

describe('decidePurchaseChange', () => {
  const pending: PurchaseState = {
    status: 'pending',
    adminNotes: null,
    processedAt: null,
    processedBy: null,
    fundedAt: null,
  };
  const approved: PurchaseState = {
    status: 'approved',
    adminNotes: 'Transfer received',
    processedAt: EARLIER,
    processedBy: OTHER_ADMIN,
    fundedAt: EARLIER,
  };

  it('given a pending purchase, when an admin approves it, then who and when are recorded and the account is funded', () => {
    expect(decidePurchaseChange(pending, { status: 'approved', adminNotes: 'Paid' }, ADMIN, NOW)).toEqual({
      status: 'approved',
      adminNotes: 'Paid',
      processedAt: NOW,
      processedBy: ADMIN,
      fundedAt: NOW,
      funds: true,
    });
  });

  it('given an approved purchase, when it is approved again with the same notes, then nothing changes', () => {
    expect(decidePurchaseChange(approved, { status: 'approved' }, ADMIN, NOW)).toBeNull();
    expect(
      decidePurchaseChange(approved, { status: 'approved', adminNotes: 'Transfer received' }, ADMIN, NOW),
    ).toBeNull();
  });

  it('given an approved purchase, when only its notes change, then the first processing is kept and nothing is funded', () => {
    expect(decidePurchaseChange(approved, { status: 'approved', adminNotes: 'Checked twice' }, ADMIN, NOW)).toEqual({
      ...approved,
      adminNotes: 'Checked twice',
      funds: false,
    });
  });

  it('given an approved purchase set back to pending, when it is approved again, then it funds nothing more', () => {
    const reopened = decidePurchaseChange(approved, { status: 'pending' }, ADMIN, NOW);
    expect(reopened).toMatchObject({ status: 'pending', processedAt: null, processedBy: null, fundedAt: EARLIER });
    if (!reopened) throw new Error('expected the purchase to reopen');
    expect(decidePurchaseChange(reopened, { status: 'approved' }, ADMIN, NOW)).toMatchObject({
      status: 'approved',
      processedBy: ADMIN,
      funds: false,
    });
  });

  it('given a pending purchase, when the money is not received, then it is processed and funds nothing', () => {
    expect(decidePurchaseChange(pending, { status: 'not_received' }, ADMIN, NOW)).toEqual({
      ...pending,
      status: 'not_received',
      processedAt: NOW,
      processedBy: ADMIN,
      funds: false,
    });
  });

  it('given notes, when a decision leaves them out, then they are kept; when it sends empty notes, then they are cleared', () => {
    const noted = { ...pending, adminNotes: 'Waiting for the bank' };
    expect(decidePurchaseChange(noted, { status: 'not_received' }, ADMIN, NOW)?.adminNotes).toBe(
      'Waiting for the bank',
    );
    expect(decidePurchaseChange(noted, { status: 'pending', adminNotes: '' }, ADMIN, NOW)?.adminNotes).toBeNull();
  });
});

describe('paidCheckoutOf', () => {
  const session = {
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: PURCHASE,
    metadata: { purchaseId: PURCHASE },
    amount_total: 24900,
    currency: 'eur',
    payment_status: 'paid',
    payment_intent: 'pi_test_1',
  };
  const event = (type: string, object: object) =>
    ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

  it('given a completed and paid Checkout session, then its purchase, session, payment and amount are read', () => {
    expect(paidCheckoutOf(event('checkout.session.completed', session))).toEqual({
      purchaseId: PURCHASE,
      sessionId: 'cs_test_1',
      paymentIntentId: 'pi_test_1',
      amountCents: 24900,
      currency: 'eur',
    });
  });

  it('given a delayed payment that succeeded later, then it is paid too', () => {
    expect(paidCheckoutOf(event('checkout.session.async_payment_succeeded', session))?.purchaseId).toBe(PURCHASE);
  });

  it.each([
    ['a completed session still unpaid', event('checkout.session.completed', { ...session, payment_status: 'unpaid' })],
    ['an expired session', event('checkout.session.expired', { ...session, payment_status: 'unpaid' })],
    ['another kind of event', event('customer.created', { id: 'cus_1', object: 'customer' })],
    [
      'a session that names no purchase of ours',
      event('checkout.session.completed', { ...session, client_reference_id: null, metadata: {} }),
    ],
    [
      'a paid session without a payment intent',
      event('checkout.session.completed', { ...session, payment_intent: null }),
    ],
  ])('given %s, then nothing is paid', (_case, given) => {
    expect(paidCheckoutOf(given)).toBeNull();
  });
});
