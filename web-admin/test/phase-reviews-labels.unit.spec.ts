import { adminLabel } from '../src/lib/format.ts';
import { ADMIN_NOTES_MAX_LENGTH } from '@prop/contracts/admin-notes';
import type { PhaseReview } from '@prop/contracts/program';
import { describe, expect, it } from 'vitest';
import {
  decisionBody,
  programLine,
  reviewLabel,
  traderName,
} from '../src/features/phase-reviews/utils/phase-review-labels.ts';

function review(overrides: Partial<PhaseReview> = {}): PhaseReview {
  return {
    id: 'review-1',
    status: 'pending',
    enrolmentId: 'enrolment-1',
    program: { id: 'two-step', name: 'Two-Step Challenge', version: 2 },
    phase: { index: 0, name: 'Phase 1', kind: 'evaluation' },
    userId: 'user-1',
    user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    accountId: 'account-1',
    mt5AccountId: '5001234',
    passedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    notes: null,
    ...overrides,
  };
}

describe('a phase review as the queue words it', () => {
  it('given a review, then the trader, the program at its version and the phase', () => {
    expect(traderName(review())).toBe('Ada Lovelace');
    expect(programLine(review())).toBe('Two-Step Challenge · version 2');
    expect(reviewLabel(review())).toBe('Ada Lovelace · Two-Step Challenge · Phase 1');
  });

  it('given a deleted trader, then "Unknown trader"', () => {
    expect(traderName(review({ user: undefined }))).toBe('Unknown trader');
  });

  it('given who decided, then "You" for the signed-in admin, another admin by id, a dash while pending', () => {
    const other = '0f3c2a9e-1111-2222-3333-444455556666';
    expect(adminLabel('admin-me', 'admin-me')).toBe('You');
    expect(adminLabel(other, 'admin-me')).toBe('Admin 0f3c2a9e');
    expect(adminLabel(null, 'admin-me')).toBe('—');
  });
});

describe('the decision sent for a phase review', () => {
  it('given notes with spaces around them, then the trimmed notes', () => {
    expect(decisionBody('approve', '  all objectives checked \n')).toEqual({
      decision: 'approve',
      notes: 'all objectives checked',
    });
  });

  it('given blank notes, then no notes at all', () => {
    expect(decisionBody('reject', '   ')).toEqual({ decision: 'reject' });
  });

  it('given notes past the longest an admin may keep, then the decision is refused before it is sent', () => {
    expect(() => decisionBody('reject', 'x'.repeat(ADMIN_NOTES_MAX_LENGTH + 1))).toThrow();
    expect(decisionBody('reject', 'x'.repeat(ADMIN_NOTES_MAX_LENGTH)).notes).toHaveLength(ADMIN_NOTES_MAX_LENGTH);
  });
});
