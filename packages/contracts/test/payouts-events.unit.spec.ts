import { describe, expect, it } from 'vitest';
import { withdrawalProcessed, withdrawalRequested } from '../src/events/payouts.ts';
import { ADMIN_ID, issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('payouts events', () => {
  const requestId = '6a1f3c2e-9b7d-4e8f-a1b2-c3d4e5f60718';
  const amounts = { requestId, userId: USER_ID, amount: '523.17', profitShareAmount: '313.9', currency: 'USD' };

  it.each([
    [withdrawalRequested, 'payouts.withdrawal.requested', 'WithdrawalRequested'],
    [withdrawalProcessed, 'payouts.withdrawal.processed', 'WithdrawalProcessed'],
  ])('given a payouts event, when reading its definition, then it is published on %s as %s', (event, subject, type) => {
    expect({ service: event.service, subject: event.subject, type: event.type, version: event.version }).toEqual({
      service: 'payouts',
      subject,
      type,
      version: 1,
    });
  });

  it('given a request, when checking the event data, then the amounts are decimal text and the user is named', () => {
    const data = {
      ...amounts,
      accountId: requestId,
      paymentMethod: 'bank',
      requestedAt: '2026-06-13T10:00:00.000Z',
    };
    expect(issuesOf(withdrawalRequested.data, data)).toEqual({});
    expect(rejectedPaths(withdrawalRequested.data, { ...data, amount: 523.17 })).toEqual(['amount']);
    expect(rejectedPaths(withdrawalRequested.data, { ...data, userId: undefined })).toEqual(['userId']);
  });

  it('given a decision, when checking the event data, then only approved or rejected pass', () => {
    const data = { ...amounts, status: 'approved', processedBy: ADMIN_ID, processedAt: '2026-06-13T11:00:00.000Z' };
    expect(issuesOf(withdrawalProcessed.data, data)).toEqual({});
    expect(rejectedPaths(withdrawalProcessed.data, { ...data, status: 'pending' })).toEqual(['status']);
  });
});
