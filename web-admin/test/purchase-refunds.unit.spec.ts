import { describe, expect, it } from 'vitest';
import type { AdminPurchase } from '@prop/contracts/purchase';
import { adminReceiptUrl } from '../src/features/purchases/api/refund-purchase.ts';
import { disputeReasonLabel, purchaseFlags, refundedByLabel } from '../src/features/purchases/utils/payment-labels.ts';
import { refundAmountOf, refundRequestOf, refundsEverything } from '../src/features/purchases/utils/refund-form.ts';

const ME = '7f1c2d3e-0000-4000-8000-000000000001';
const DISPUTE: NonNullable<AdminPurchase['dispute']> = {
  id: 'dp_1',
  status: 'open',
  amount: '249.00',
  reason: 'product_not_received',
  openedAt: '2026-03-15T12:00:00Z',
  closedAt: null,
};

describe('the refund form of a card purchase', () => {
  const form = (amount: string, reason = 'Goodwill', keepAccount = false) => ({ amount, reason, keepAccount });

  it('given no amount, then everything still refundable is refunded, and the account may be kept open', () => {
    expect(refundRequestOf(form('', ' Goodwill ', true), '249.00')).toEqual({
      ok: true,
      body: { reason: 'Goodwill', keepAccount: true },
    });
    expect(refundAmountOf('', '249.00')).toBe('249.00');
  });

  it('given part of the amount, then only that is refunded and the account is not a question', () => {
    expect(refundRequestOf(form(' 49.5 ', 'Late payout', true), '249.00')).toEqual({
      ok: true,
      body: { amount: '49.5', reason: 'Late payout', keepAccount: false },
    });
    expect(refundsEverything('49.50', '249.00')).toBe(false);
    expect(refundsEverything('249', '249.00')).toBe(true);
  });

  it.each([
    ['no reason', form('', '  '), { reason: 'Please give a reason for the refund' }],
    ['an amount that is no amount', form('12,50'), { amount: 'Please enter an amount in euro, e.g. 49.00' }],
    ['a zero amount', form('0.00'), { amount: 'Please enter an amount in euro, e.g. 49.00' }],
    ['more than is left', form('249.01'), { amount: 'The refund is larger than what is left to refund' }],
    [
      'neither',
      form('abc', ''),
      { amount: 'Please enter an amount in euro, e.g. 49.00', reason: 'Please give a reason for the refund' },
    ],
  ])('given %s, then it says what to fix before asking the server', (_case, values, errors) => {
    expect(refundRequestOf(values, '249.00')).toEqual({ ok: false, errors });
  });

  it('given a typed text that is no amount, then the button names no amount', () => {
    expect(refundAmountOf('abc', '249.00')).toBeNull();
    expect(refundsEverything('abc', '249.00')).toBe(false);
  });
});

describe('refunds and disputes in the purchase lists and the manage dialog', () => {
  const purchase = (refundedAmount: string, dispute: AdminPurchase['dispute'] = null) => ({
    price: 249,
    refundedAmount,
    dispute,
  });

  it.each([
    ['nothing refunded and no dispute', purchase('0.00'), []],
    ['part refunded', purchase('49.00'), [{ label: 'Partly refunded', tone: 'info' }]],
    ['all refunded', purchase('249.00'), [{ label: 'Refunded', tone: 'info' }]],
    ['an open dispute', purchase('0.00', DISPUTE), [{ label: 'Disputed', tone: 'danger' }]],
    ['a lost dispute', purchase('0.00', { ...DISPUTE, status: 'lost' }), [{ label: 'Dispute lost', tone: 'danger' }]],
    ['a won dispute', purchase('0.00', { ...DISPUTE, status: 'won' }), []],
  ])('given %s, then the row carries %j', (_case, shown, flags) => {
    expect(purchaseFlags(shown)).toEqual(flags);
  });

  it("names Stripe's dispute reasons in words", () => {
    expect(disputeReasonLabel('product_not_received')).toBe('Product not received');
    expect(disputeReasonLabel('fraudulent')).toBe('Fraudulent');
    expect(disputeReasonLabel('')).toBe('—');
  });

  it('names who refunded: Stripe, the admin looking, or another admin', () => {
    expect(refundedByLabel('stripe', ME)).toBe('Stripe');
    expect(refundedByLabel(ME, ME)).toBe('You');
    expect(refundedByLabel('0a1b2c3d-0000-4000-8000-000000000002', ME)).toBe('Admin 0a1b2c3d');
  });

  it("links an admin to any purchase's receipt", () => {
    expect(adminReceiptUrl('3b9f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).toBe(
      '/api/admin/purchases/3b9f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/receipt',
    );
  });
});
