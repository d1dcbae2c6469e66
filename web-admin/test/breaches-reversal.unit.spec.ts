import type { DrawdownBreach } from '@prop/contracts/breach';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/format.ts';
import { breachRuleLabel, REVERSAL_TEXTS, reversalView } from '../src/features/breaches/utils/breach-reversal.ts';

const REQUESTER = '7f3a91c2-1111-4000-8000-000000000001';
const OTHER_ADMIN = '0b6c5c1e-2222-4000-8000-000000000002';
const REQUESTED_AT = '2026-06-13T10:15:00.000Z';

function breach(overrides: Partial<DrawdownBreach> = {}): DrawdownBreach {
  return {
    id: 'b1',
    breachPercentage: 5.4,
    initialDeposit: 10000,
    currentEquity: 9460,
    breachedAt: '2026-06-13T10:00:00.000Z',
    mt5AccountId: 'mt5-1',
    userFirstName: 'Ada',
    userLastName: 'Lovelace',
    userEmail: 'ada@example.com',
    ...overrides,
  };
}

const waiting = breach({ reversal: { requestedBy: REQUESTER, requestedAt: REQUESTED_AT, reason: 'Price feed spike' } });

describe('a breach reversal, as the active breaches list shows it', () => {
  it('given no reversal (or an older server without the field), then it may be requested and nothing waits', () => {
    for (const plain of [breach(), breach({ reversal: null })]) {
      expect(reversalView(plain, REQUESTER)).toEqual({
        line: null,
        canRequest: true,
        canApprove: false,
        approveBlocked: null,
      });
    }
  });

  it('given a reversal requested by the current admin, then it reads "You" and approving is left to a second admin', () => {
    expect(reversalView(waiting, REQUESTER)).toEqual({
      line: `Reversal requested by You at ${formatDateTime(REQUESTED_AT)}: Price feed spike`,
      canRequest: false,
      canApprove: true,
      approveBlocked: 'A second admin must approve',
    });
  });

  it('given a reversal requested by another admin, then it names them by the start of their id and may be approved', () => {
    expect(reversalView(waiting, OTHER_ADMIN)).toEqual({
      line: `Reversal requested by Admin 7f3a91c2 at ${formatDateTime(REQUESTED_AT)}: Price feed spike`,
      canRequest: false,
      canApprove: true,
      approveBlocked: null,
    });
  });

  it('given the current admin is not known yet, then approving is not blocked: the server still refuses the requester', () => {
    expect(reversalView(waiting, undefined).approveBlocked).toBeNull();
    expect(REVERSAL_TEXTS.sameAdmin).toBe('A second admin must approve');
  });
});

describe("a breach's rule badge", () => {
  it("names the spec's maximum drawdown and the catalogue's rules", () => {
    expect(breachRuleLabel('max_drawdown')).toBe('Maximum drawdown');
    expect(breachRuleLabel('expert_advisor')).toBe('Expert advisors');
  });

  it('shows no badge for a breach without a rule or with one this app does not know', () => {
    expect(breachRuleLabel(undefined)).toBeNull();
    expect(breachRuleLabel('martingale')).toBeNull();
  });
});
