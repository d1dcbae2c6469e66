import { describe, expect, it } from 'vitest';
import { NOT_RECEIVED_TEXT, purchaseStatusView } from '../src/features/purchase/utils/purchase-status.ts';

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
});
