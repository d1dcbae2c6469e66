import { describe, expect, it } from 'vitest';
import {
  NOT_RECEIVED_TEXT,
  purchaseStatusView,
  REFUNDED_IN_FULL_TEXT,
} from '../src/features/purchase/utils/purchase-status.ts';

describe('how a purchase shows its status to the trader (docs/product-rules.md §4)', () => {
  it('given a pending purchase, then it awaits approval, in orange', () => {
    expect(purchaseStatusView({ status: 'pending' })).toMatchObject({
      label: 'Awaiting Approval',
      tone: 'warning',
    });
  });

  it('given an approved purchase, then it is approved in green and the account is on the dashboard', () => {
    expect(purchaseStatusView({ status: 'approved' })).toEqual({
      label: 'Approved',
      tone: 'success',
      detail: 'Your funded account is ready on your dashboard.',
    });
  });

  it('given a purchase whose money was not received, then it says so in red with what to do', () => {
    expect(purchaseStatusView({ status: 'not_received' })).toEqual({
      label: 'Payment Not Received',
      tone: 'danger',
      detail: NOT_RECEIVED_TEXT,
    });
  });

  it('given an approved purchase refunded in full, then it says the money went back', () => {
    expect(purchaseStatusView({ status: 'approved', price: 139, refundedAmount: '139.00' }).detail).toBe(
      REFUNDED_IN_FULL_TEXT,
    );
    expect(purchaseStatusView({ status: 'approved', price: 139, refundedAmount: '39.00' }).detail).toBe(
      'Your funded account is ready on your dashboard.',
    );
  });
});
