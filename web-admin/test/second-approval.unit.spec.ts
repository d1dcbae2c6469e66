import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/format.ts';
import { SECOND_APPROVAL_TEXTS, secondApprovalView } from '../src/features/withdrawals/utils/second-approval.ts';

const FIRST_ADMIN = '0b6c5c1e-1111-4000-8000-000000000001';
const OTHER_ADMIN = '0b6c5c1e-2222-4000-8000-000000000002';
const FIRST_APPROVED_AT = '2026-06-13T10:15:00.000Z';

function request(overrides: Partial<WithdrawalRequest> = {}): WithdrawalRequest {
  return {
    id: 'w1',
    status: 'pending',
    amount: 10000,
    currency: 'USD',
    profitShareAmount: 6000,
    createdAt: '2026-06-13T10:00:00.000Z',
    processedAt: null,
    processedBy: null,
    adminNotes: null,
    bankDetails: { paymentMethod: 'bank' },
    ...overrides,
  };
}

const awaiting = request({
  firstApprovedBy: FIRST_ADMIN,
  firstApprovedAt: FIRST_APPROVED_AT,
  firstApprovalNotes: 'IBAN checked',
  awaitingSecondApproval: true,
});

describe('the second approval of a large withdrawal, as the review shows it', () => {
  it('given a request without a first approval (or from an older server), then the plain Approve shows and nothing more', () => {
    for (const plain of [request(), request({ firstApprovedBy: null, awaitingSecondApproval: false })]) {
      expect(secondApprovalView(plain, FIRST_ADMIN)).toEqual({
        marker: null,
        approveLabel: 'Approve',
        approveBlocked: null,
      });
    }
  });

  it('given a request awaiting a second approval, when another admin reviews it, then the marker names the first approver and when, and they may approve', () => {
    expect(secondApprovalView(awaiting, OTHER_ADMIN)).toEqual({
      marker: `Awaiting second approval — first approved by ${FIRST_ADMIN} at ${formatDateTime(FIRST_APPROVED_AT)}`,
      approveLabel: 'Approve (second approval)',
      approveBlocked: null,
    });
  });

  it('given a request awaiting a second approval, when the first approver reviews it, then approving is blocked with the reason', () => {
    expect(secondApprovalView(awaiting, FIRST_ADMIN)).toMatchObject({
      approveLabel: 'Approve (second approval)',
      approveBlocked: SECOND_APPROVAL_TEXTS.sameAdmin,
    });
  });

  it('given a decided request that had a first approval, then it no longer shows as awaiting', () => {
    const decided = { ...awaiting, status: 'approved' as const, awaitingSecondApproval: false };
    expect(secondApprovalView(decided, OTHER_ADMIN).marker).toBeNull();
  });

  it('given the admin is not known yet (still loading), then approving is not blocked: the server refuses the first approver anyway', () => {
    expect(secondApprovalView(awaiting, undefined).approveBlocked).toBeNull();
  });
});
