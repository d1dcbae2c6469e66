import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { judgeExpertAdvisor } from '../../src/domain/rules/expert-advisor.ts';

const NO_EA: RuleOf<'expert_advisor'> = { rule: 'expert_advisor', severity: 'hard' };
type EaDeal = Pick<Deal, 'id' | 'entryType' | 'reason' | 'magic'>;
const deal = (id: string, entryType: EaDeal['entryType'], reason: EaDeal['reason'], magic = 0): EaDeal => ({
  id,
  entryType,
  reason,
  magic,
});
/** A manual trade, closed by its stop loss, and an exit an EA made (an EA may close a manual trade). */
const MANUAL = [
  deal('1', 'DEAL_ENTRY_IN', 'DEAL_REASON_CLIENT'),
  deal('2', 'DEAL_ENTRY_OUT', 'DEAL_REASON_SL'),
  deal('3', 'DEAL_ENTRY_OUT', 'DEAL_REASON_EXPERT', 77),
  { id: '4', magic: 0 },
];

describe('no expert advisors (Instant Funding, hard)', () => {
  it('given manual entries only, then ok', () => {
    expect(judgeExpertAdvisor(NO_EA, { deals: MANUAL })).toEqual({
      rule: 'expert_advisor',
      status: 'ok',
      current: 0,
      limit: 0,
      unit: 'deals',
    });
  });

  it('given an entry with reason EXPERT, then a breach naming it', () => {
    const deals = [...MANUAL, deal('5', 'DEAL_ENTRY_IN', 'DEAL_REASON_EXPERT')];
    expect(judgeExpertAdvisor(NO_EA, { deals })).toMatchObject({
      status: 'breached',
      current: 1,
      crossed: { value: 1, line: 0, unit: 'deals', subject: '5' },
    });
  });

  it('given an entry from a terminal but with magic number 12345, then a breach', () => {
    const deals = [...MANUAL, deal('6', 'DEAL_ENTRY_IN', 'DEAL_REASON_CLIENT', 12345)];
    expect(judgeExpertAdvisor(NO_EA, { deals })).toMatchObject({ status: 'breached', crossed: { subject: '6' } });
  });

  it('given a soft rule, when an EA opened two positions, then a violation counting both', () => {
    const deals = [
      deal('7', 'DEAL_ENTRY_IN', 'DEAL_REASON_EXPERT', 1),
      deal('8', 'DEAL_ENTRY_INOUT', 'DEAL_REASON_MOBILE', 2),
    ];
    expect(judgeExpertAdvisor({ ...NO_EA, severity: 'soft' }, { deals })).toMatchObject({
      status: 'violated',
      current: 2,
      crossed: { subject: '7' },
    });
  });
});
