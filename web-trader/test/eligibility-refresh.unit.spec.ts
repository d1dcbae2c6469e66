import { describe, expect, it } from 'vitest';
import { eligibilityRefreshKey } from '../src/features/withdrawals/utils/eligibility-refresh.ts';

const base = { profit: 25.4, requests: [{ id: 'r-1', status: 'approved' as const }], isWithdrawalDay: true };

describe('when the Withdraw Funds card reads its conditions list again', () => {
  it('given the profit moving above the minimum, when the key is taken, then it stays the same (no request per tick)', () => {
    expect(eligibilityRefreshKey({ ...base, profit: 31.05 })).toBe(eligibilityRefreshKey(base));
  });

  it.each([
    ['the profit falling below the minimum', { profit: 9.99 }],
    ['the MT5 figures going', { profit: null }],
    ['a request made', { requests: [...base.requests, { id: 'r-2', status: 'pending' as const }] }],
    ['a request decided', { requests: [{ id: 'r-1', status: 'rejected' as const }] }],
    ['the requests not loaded yet', { requests: undefined }],
    ['the withdrawal day ending', { isWithdrawalDay: false }],
  ])('given %s, when the key is taken, then it changes', (_case, change) => {
    expect(eligibilityRefreshKey({ ...base, ...change })).not.toBe(eligibilityRefreshKey(base));
  });
});
