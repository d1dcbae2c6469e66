import { describe, expect, it } from 'vitest';
import type { TraderPurchase } from '@prop/contracts/purchase';
import { CARD_PAYMENT_RETRY_TEXT, paymentNotesOf, receiptUrl } from '../src/features/purchase/utils/payment-notes.ts';

type Noted = Parameters<typeof paymentNotesOf>[0];

const PENDING: Noted = { status: 'pending', cardPaymentState: null, refundedAmount: '0.00', dispute: null };
const DISPUTE: NonNullable<TraderPurchase['dispute']> = {
  id: 'dp_1',
  status: 'open',
  amount: '249.00',
  reason: 'fraudulent',
  openedAt: '2026-03-15T12:00:00Z',
  closedAt: null,
};

describe('what a purchase shows beside its status about card payments, refunds and disputes', () => {
  it('given a pending purchase with no card payment or an open one, then it shows nothing more', () => {
    expect(paymentNotesOf(PENDING)).toEqual({ cardPayment: null, refunded: null, disputed: false });
    expect(paymentNotesOf({ ...PENDING, cardPaymentState: 'open' }).cardPayment).toBeNull();
  });

  it.each([
    ['failed', 'Card payment failed.'],
    ['expired', 'Card payment expired.'],
  ] as const)(
    'given a pending purchase whose card payment %s, then it says so and that paying again is possible',
    (state, text) => {
      expect(paymentNotesOf({ ...PENDING, cardPaymentState: state }).cardPayment).toBe(
        `${text} ${CARD_PAYMENT_RETRY_TEXT}`,
      );
    },
  );

  it('given a purchase already decided, then an old card payment state says nothing', () => {
    expect(paymentNotesOf({ ...PENDING, status: 'approved', cardPaymentState: 'failed' }).cardPayment).toBeNull();
  });

  it('given money refunded, then the amount refunded so far is shown in euro', () => {
    const notes = paymentNotesOf({ ...PENDING, status: 'approved', refundedAmount: '49.50' });
    expect(notes.refunded).toBe('Refunded €49.50');
    expect(paymentNotesOf({ ...PENDING, status: 'approved', refundedAmount: '0.00' }).refunded).toBeNull();
  });

  it('given a dispute, then the purchase is disputed only while it is open', () => {
    const approved = { ...PENDING, status: 'approved' as const };
    expect(paymentNotesOf({ ...approved, dispute: DISPUTE }).disputed).toBe(true);
    expect(
      paymentNotesOf({ ...approved, dispute: { ...DISPUTE, status: 'won', closedAt: '2026-04-01T00:00:00Z' } })
        .disputed,
    ).toBe(false);
    expect(
      paymentNotesOf({ ...approved, dispute: { ...DISPUTE, status: 'lost', closedAt: '2026-04-01T00:00:00Z' } })
        .disputed,
    ).toBe(false);
  });

  it("links the receipt to the trader's own receipt route", () => {
    expect(receiptUrl('3b9f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).toBe(
      '/api/purchase/3b9f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/receipt',
    );
  });
});
