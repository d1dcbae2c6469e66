import { describe, expect, it } from 'vitest';
import { affiliatePayoutRequested } from '../src/events/affiliates.ts';
import { withdrawalProcessed, withdrawalRequested } from '../src/events/payouts.ts';
import { ADMIN_ID, issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('affiliate payout events (issue 23)', () => {
  const payoutId = '0b6c1f0e-4d1a-4c55-9a3e-2f7d8c9e1a20';

  it('given the payout request, when reading its definition and data, then it is affiliates.payout.requested with exact euro', () => {
    expect({ subject: affiliatePayoutRequested.subject, type: affiliatePayoutRequested.type }).toEqual({
      subject: 'affiliates.payout.requested',
      type: 'AffiliatePayoutRequested',
    });
    const data = {
      payoutId,
      userId: USER_ID,
      amount: '10.01',
      currency: 'EUR',
      requestedAt: '2026-11-28T10:00:00.000Z',
    };
    expect(issuesOf(affiliatePayoutRequested.data, data)).toEqual({});
    expect(rejectedPaths(affiliatePayoutRequested.data, { ...data, amount: 10.01 })).toEqual(['amount']);
    expect(rejectedPaths(affiliatePayoutRequested.data, { ...data, currency: 'USD' })).toEqual(['currency']);
  });

  it('given a commission withdrawal, when checking the withdrawal events, then the kind is carried and no account is needed', () => {
    const amounts = {
      requestId: payoutId,
      userId: USER_ID,
      amount: '10.01',
      profitShareAmount: '10.01',
      currency: 'EUR',
    };
    const requested = { ...amounts, kind: 'affiliate_commission', requestedAt: '2026-11-28T10:00:00.000Z' };
    expect(issuesOf(withdrawalRequested.data, requested)).toEqual({});
    expect(rejectedPaths(withdrawalRequested.data, { ...requested, kind: 'bonus' })).toEqual(['kind']);
    const processed = {
      ...amounts,
      kind: 'affiliate_commission',
      status: 'rejected',
      processedBy: ADMIN_ID,
      processedAt: '2026-11-28T11:00:00.000Z',
    };
    expect(issuesOf(withdrawalProcessed.data, processed)).toEqual({});
  });
});
