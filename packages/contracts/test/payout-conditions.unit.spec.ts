import { describe, expect, it } from 'vitest';
import { PAYOUT_CONDITIONS_SUBJECT, payoutConditionsReplySchema } from '../src/payout-conditions.ts';
import { withdrawalEligibilitySchema } from '../src/withdrawal.ts';
import { rejectedPaths } from './issues.ts';

describe('the payout conditions request/reply and the eligibility list', () => {
  it('given the subject, when reading it, then it lies outside the risk stream (risk.>)', () => {
    expect(PAYOUT_CONDITIONS_SUBJECT.startsWith('risk.')).toBe(false);
  });

  it('given a found account, when reading the reply, then its conditions pass; an unknown rule fails', () => {
    const found = {
      found: true,
      accountId: '6a1f3c2e-9b7d-4e8f-a1b2-c3d4e5f60718',
      conditions: [{ rule: 'min_trading_days', met: false, current: 2, limit: 4 }],
    };
    expect(payoutConditionsReplySchema.parse(found)).toEqual(found);
    const unknown = { ...found, conditions: [{ rule: 'news_trading', met: true, current: 0, limit: 0 }] };
    expect(rejectedPaths(payoutConditionsReplySchema, unknown)).toEqual(['conditions.0.rule']);
  });

  it('given a list, when reading it, then only the known conditions pass', () => {
    const listed = {
      eligible: false,
      conditions: [{ condition: 'no_pending', met: false, text: 'x' }],
      profitSharePercent: 60,
    };
    expect(withdrawalEligibilitySchema.parse(listed)).toEqual(listed);
    const unknown = { ...listed, conditions: [{ condition: 'kyc', met: true, text: 'x' }] };
    expect(rejectedPaths(withdrawalEligibilitySchema, unknown)).toEqual(['conditions.0.condition']);
  });
});
