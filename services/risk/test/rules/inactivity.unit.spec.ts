import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import { judgeInactivity } from '../../src/domain/rules/inactivity.ts';

const THIRTY: RuleOf<'inactivity'> = { rule: 'inactivity', severity: 'hard', days: 30 };
const START = '2026-01-01T00:00:00Z';

describe('inactivity (a deal at least every 30 days)', () => {
  it('given no deal since the phase started on 1 January, when it is 24 January, then 23 idle days: ok', () => {
    expect(judgeInactivity(THIRTY, { at: '2026-01-24T00:00:00Z', startedAt: START, lastDealAt: null })).toEqual({
      rule: 'inactivity',
      status: 'ok',
      current: 23,
      limit: 30,
      unit: 'days',
    });
  });

  it('given no deal, when 24 and 27 days have passed, then the 80% and 90% warnings', () => {
    expect(judgeInactivity(THIRTY, { at: '2026-01-25T00:00:00Z', startedAt: START, lastDealAt: null })).toMatchObject({
      status: 'warning',
      warningLevel: 80,
    });
    expect(judgeInactivity(THIRTY, { at: '2026-01-28T00:00:00Z', startedAt: START, lastDealAt: null })).toMatchObject({
      status: 'warning',
      warningLevel: 90,
    });
  });

  it('given no deal, when a second short of 30 days has passed, then not yet; at 30 days, a breach', () => {
    expect(judgeInactivity(THIRTY, { at: '2026-01-30T23:59:59Z', startedAt: START, lastDealAt: null }).current).toBe(
      29,
    );
    expect(judgeInactivity(THIRTY, { at: '2026-01-31T00:00:00Z', startedAt: START, lastDealAt: null })).toMatchObject({
      status: 'breached',
      current: 30,
      crossed: { value: 30, line: 30, unit: 'days' },
    });
  });

  it('given a deal on 20 January, when it is 10 February, then 21 days since that deal: ok', () => {
    const inputs = { at: '2026-02-10T12:00:00Z', startedAt: START, lastDealAt: '2026-01-20T12:00:00Z' };
    expect(judgeInactivity(THIRTY, inputs)).toMatchObject({ status: 'ok', current: 21 });
  });
});
