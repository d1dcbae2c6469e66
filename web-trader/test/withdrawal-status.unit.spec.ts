import { describe, expect, it } from 'vitest';
import { withdrawalStatusView } from '../src/features/withdrawals/utils/withdrawal-status.ts';

describe('how a withdrawal request shows its status (docs/product-rules.md §4)', () => {
  it('given a pending request, then Under Review in orange', () => {
    expect(withdrawalStatusView({ status: 'pending', adminNotes: null })).toEqual({
      label: 'Under Review',
      tone: 'warning',
      detail: null,
    });
  });

  it('given an approved request, then Processing in green, paid within 1-3 business days', () => {
    expect(withdrawalStatusView({ status: 'approved', adminNotes: 'Paid Monday' })).toEqual({
      label: 'Processing',
      tone: 'success',
      detail: 'Will be processed within 1-3 business days',
    });
  });

  it("given a rejected request, then Rejected in red with the admin's notes when there are any", () => {
    expect(withdrawalStatusView({ status: 'rejected', adminNotes: 'IBAN does not match your name' })).toEqual({
      label: 'Rejected',
      tone: 'danger',
      detail: 'IBAN does not match your name',
    });
    expect(withdrawalStatusView({ status: 'rejected', adminNotes: '' }).detail).toBeNull();
  });
});
