import { describe, expect, it } from 'vitest';
import { payoutStateOf } from '../src/features/affiliate/domain/payout-state.ts';

const figures = (available: string, pending: string) => ({
  accrued: '0.00',
  reversed: '0.00',
  paid: '0.00',
  available,
  pending,
});

describe('the affiliate payout button', () => {
  it('is enabled only with commission available and nothing pending', () => {
    expect(payoutStateOf(figures('0.01', '0.00'))).toBe('requestable');
    expect(payoutStateOf(figures('0.00', '0.00'))).toBe('nothing');
  });

  it('shows the pending payout while one is under review, even with more available since', () => {
    expect(payoutStateOf(figures('5.00', '12.50'))).toBe('pending');
    expect(payoutStateOf(figures('0.00', '12.50'))).toBe('pending');
  });
});
