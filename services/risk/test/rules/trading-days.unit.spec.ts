import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { judgeMaxPhaseDays } from '../../src/domain/rules/phase-days.ts';
import { judgeMinTradingDays } from '../../src/domain/rules/trading-days.ts';

const FOUR_DAYS: RuleOf<'min_trading_days'> = { rule: 'min_trading_days', severity: 'hard', days: 4 };
const ZONE = 'Europe/Amsterdam';
type DealTime = Pick<Deal, 'time' | 'entryType'>;
const opened = (time: string): DealTime => ({ time, entryType: 'DEAL_ENTRY_IN' });
const closed = (time: string): DealTime => ({ time, entryType: 'DEAL_ENTRY_OUT' });

/** Two deals opened on one UTC date but on two dates in Amsterdam, an exit, and a deposit. */
const FIRST_WEEK: DealTime[] = [
  opened('2026-06-01T21:30:00Z'), // 23:30 on 1 June
  opened('2026-06-01T22:30:00Z'), // 00:30 on 2 June
  closed('2026-06-02T10:00:00Z'),
  closed('2026-06-03T09:00:00Z'), // only an exit on 3 June
  { time: '2026-06-04T09:00:00Z' }, // a balance deal has no entry
];

describe('minimum trading days (4, in the firm zone)', () => {
  it('given deals opened on 1 and 2 June in Amsterdam, and only an exit and a deposit after, then 2 of 4 with 2 to go', () => {
    expect(judgeMinTradingDays(FOUR_DAYS, { timeZone: ZONE, deals: FIRST_WEEK })).toEqual({
      rule: 'min_trading_days',
      status: 'ok',
      current: 2,
      limit: 4,
      unit: 'days',
      toGo: { unit: 'days', days: 2 },
    });
  });

  it('given the same deals judged in UTC, then the two openings are one day', () => {
    expect(judgeMinTradingDays(FOUR_DAYS, { timeZone: 'UTC', deals: FIRST_WEEK }).current).toBe(1);
  });

  it('given a reversal on 5 June and an opening on 8 June, then 4 of 4: met', () => {
    const deals = [
      ...FIRST_WEEK,
      { time: '2026-06-05T12:00:00Z', entryType: 'DEAL_ENTRY_INOUT' as const },
      opened('2026-06-08T07:00:00Z'),
    ];
    expect(judgeMinTradingDays(FOUR_DAYS, { timeZone: ZONE, deals })).toEqual({
      rule: 'min_trading_days',
      status: 'met',
      current: 4,
      limit: 4,
      unit: 'days',
    });
  });
});

describe('maximum phase length (30 days, in the firm zone)', () => {
  const THIRTY: RuleOf<'max_phase_days'> = { rule: 'max_phase_days', severity: 'hard', days: 30 };
  const at = (time: string) =>
    judgeMaxPhaseDays(THIRTY, { timeZone: ZONE, startedAt: '2026-03-01T10:00:00Z', at: time });

  it('given a phase started on 1 March, when it is 23 March, then day 23 of 30: ok', () => {
    expect(at('2026-03-23T12:00:00Z')).toEqual({
      rule: 'max_phase_days',
      status: 'ok',
      current: 23,
      limit: 30,
      unit: 'days',
    });
  });

  it('given a phase started on 1 March, when it is 24 and then 27 March, then the 80% and 90% warnings', () => {
    expect(at('2026-03-24T12:00:00Z')).toMatchObject({ status: 'warning', warningLevel: 80, current: 24 });
    expect(at('2026-03-27T12:00:00Z')).toMatchObject({ status: 'warning', warningLevel: 90, current: 27 });
  });

  it('given summer time since 29 March, when it is 23:00 on 30 March in Amsterdam, then still day 30; at 00:30 on the 31st, over', () => {
    expect(at('2026-03-30T21:00:00Z')).toMatchObject({ status: 'warning', current: 30 });
    expect(at('2026-03-30T22:30:00Z')).toMatchObject({
      status: 'breached',
      current: 31,
      crossed: { value: 31, line: 30, unit: 'days' },
    });
  });
});
