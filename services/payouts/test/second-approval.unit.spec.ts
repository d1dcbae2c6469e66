import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { moneyOf } from '@prop/contracts/money';
import { awaitsSecondApproval, decisionStep, type ReviewedRequest } from '../src/domain/second-approval.ts';

const THRESHOLD = moneyOf('5000');
const alice = randomUUID();
const bob = randomUUID();

const pending = (payout: string, firstApprovedBy: string | null = null): ReviewedRequest => ({
  status: 'pending',
  payout: moneyOf(payout),
  firstApprovedBy,
});

describe('maker-checker on large withdrawals', () => {
  it('given a payout at or below the threshold, when an admin approves, then one approval decides it', () => {
    expect(decisionStep(pending('150.00'), 'approved', alice, THRESHOLD)).toEqual({ kind: 'decide' });
    expect(decisionStep(pending('5000.00'), 'approved', alice, THRESHOLD)).toEqual({ kind: 'decide' });
  });

  it('given a payout a cent above the threshold with no approval yet, when an admin approves, then it is only the first approval', () => {
    expect(decisionStep(pending('5000.01'), 'approved', alice, THRESHOLD)).toEqual({ kind: 'first_approval' });
  });

  it('given a first approval by Alice, when Alice approves again, then she is refused with the reason', () => {
    expect(decisionStep(pending('9000.00', alice), 'approved', alice, THRESHOLD)).toEqual({
      kind: 'refused',
      message: WITHDRAWAL_MESSAGES.secondApprovalBySameAdmin,
    });
  });

  it('given a first approval by Alice, when Bob approves, then the request is decided', () => {
    expect(decisionStep(pending('9000.00', alice), 'approved', bob, THRESHOLD)).toEqual({ kind: 'decide' });
  });

  it('given a first approval, when the threshold has since been raised above the payout, then a second admin is still needed', () => {
    const raised = moneyOf('20000');
    expect(decisionStep(pending('9000.00', alice), 'approved', alice, raised).kind).toBe('refused');
    expect(decisionStep(pending('9000.00', alice), 'approved', bob, raised)).toEqual({ kind: 'decide' });
  });

  it('given a large request at either stage, when any admin rejects it, the first approver included, then it is decided', () => {
    expect(decisionStep(pending('9000.00'), 'rejected', alice, THRESHOLD)).toEqual({ kind: 'decide' });
    expect(decisionStep(pending('9000.00', alice), 'rejected', alice, THRESHOLD)).toEqual({ kind: 'decide' });
    expect(decisionStep(pending('9000.00', alice), 'rejected', bob, THRESHOLD)).toEqual({ kind: 'decide' });
  });

  it('given a decided request, when anyone approves or rejects it, then it is refused as already decided', () => {
    for (const status of ['approved', 'rejected'] as const) {
      const decided: ReviewedRequest = { status, payout: moneyOf('9000.00'), firstApprovedBy: alice };
      for (const decision of ['approved', 'rejected'] as const) {
        for (const admin of [alice, bob]) {
          expect(decisionStep(decided, decision, admin, THRESHOLD)).toEqual({
            kind: 'refused',
            message: `This withdrawal request has already been ${status}`,
          });
        }
      }
    }
  });

  it('given the states of a request, when asked whether it awaits a second approval, then only a pending one with a first approval does', () => {
    expect(awaitsSecondApproval({ status: 'pending', firstApprovedBy: alice })).toBe(true);
    expect(awaitsSecondApproval({ status: 'pending', firstApprovedBy: null })).toBe(false);
    expect(awaitsSecondApproval({ status: 'approved', firstApprovedBy: alice })).toBe(false);
    expect(awaitsSecondApproval({ status: 'rejected', firstApprovedBy: alice })).toBe(false);
  });
});
