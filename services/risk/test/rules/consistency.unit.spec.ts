import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Trade } from '@prop/contracts/trading';
import { judgeConsistency } from '../../src/domain/rules/consistency.ts';

const HALF: RuleOf<'consistency'> = { rule: 'consistency', severity: 'soft', maxBestDayPercent: 50 };
const ZONE = 'Europe/Amsterdam';
const trade = (closeTime: string, netProfit: string): Pick<Trade, 'closeTime' | 'netProfit'> => ({
  closeTime,
  netProfit,
});

/** 1 June: 300 − 100; 2 June: 500 (closed at 00:30 in Amsterdam, still 1 June in UTC); 3 June: 300. Total 1,000. */
const THREE_DAYS = [
  trade('2026-06-01T09:00:00Z', '300.00'),
  trade('2026-06-01T15:00:00Z', '-100.00'),
  trade('2026-06-01T22:30:00Z', '500.00'),
  trade('2026-06-03T09:00:00Z', '300.00'),
];

describe('consistency (One-Step: best day at most 50% of the total profit, soft)', () => {
  it('given a best day of 500 of a 1,000 total, then exactly 50%: ok', () => {
    expect(judgeConsistency(HALF, { timeZone: ZONE, trades: THREE_DAYS })).toEqual({
      rule: 'consistency',
      status: 'ok',
      current: 50,
      limit: 50,
      unit: 'percent',
    });
  });

  it('given the same trades in UTC, then 1 June holds 700 of 1,000 and the rule is violated', () => {
    expect(judgeConsistency(HALF, { timeZone: 'UTC', trades: THREE_DAYS })).toMatchObject({
      status: 'violated',
      current: 70,
      crossed: { value: 70, line: 50, unit: 'percent' },
    });
  });

  it('given a losing day of 100 more, then 500 of 900 is 55.56% (rounded up): violated, not breached', () => {
    const trades = [...THREE_DAYS, trade('2026-06-04T09:00:00Z', '-100.00')];
    expect(judgeConsistency(HALF, { timeZone: ZONE, trades })).toMatchObject({
      status: 'violated',
      current: 55.56,
      crossed: { value: 55.56, line: 50 },
    });
  });

  it('given a hard consistency rule, when broken, then a breach', () => {
    const trades = [trade('2026-06-01T09:00:00Z', '100.00')];
    expect(judgeConsistency({ ...HALF, severity: 'hard' }, { timeZone: ZONE, trades }).status).toBe('breached');
  });

  it('given no trades or no total profit, then nothing to be consistent about: ok at 0', () => {
    expect(judgeConsistency(HALF, { timeZone: ZONE, trades: [] })).toMatchObject({ status: 'ok', current: 0 });
    const losing = [trade('2026-06-01T09:00:00Z', '200.00'), trade('2026-06-02T09:00:00Z', '-300.00')];
    expect(judgeConsistency(HALF, { timeZone: ZONE, trades: losing })).toMatchObject({ status: 'ok', current: 0 });
  });
});
