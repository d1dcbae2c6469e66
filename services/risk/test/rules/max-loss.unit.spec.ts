import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import { judgeMaxLoss, type MaxLossStep, startMaxLoss, stepMaxLoss } from '../../src/domain/rules/max-loss.ts';

type MaxLossRule = RuleOf<'max_loss'>;
const DEPOSIT = 1_000_000; // 10,000.00

/** The verdict after the steps, judged at `equityCents`. */
function judgeAfter(rule: MaxLossRule, steps: MaxLossStep[], equityCents: number) {
  const state = steps.reduce((current, step) => stepMaxLoss(rule, current, step), startMaxLoss(DEPOSIT));
  return judgeMaxLoss(rule, { depositCents: DEPOSIT, equityCents, state });
}
const equity = (equityCents: number): MaxLossStep => ({ kind: 'equity', equityCents });
const dayEnd = (balanceCents: number): MaxLossStep => ({ kind: 'day_end', balanceCents });

describe('maximum loss, static from the initial deposit (Instant Funding: 5%)', () => {
  const rule: MaxLossRule = { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 5 };
  const at = (equityCents: number) =>
    judgeMaxLoss(rule, { depositCents: DEPOSIT, equityCents, state: startMaxLoss(DEPOSIT) });

  it('given a 10,000 deposit, when equity is above it, then ok with no loss', () => {
    expect(at(1_020_000)).toEqual({ rule: 'max_loss', status: 'ok', current: 0, limit: 5, unit: 'percent' });
  });

  it('given a 10,000 deposit, when equity falls to 9,650, then 3.5% of 5% is used and all is ok', () => {
    expect(at(965_000)).toMatchObject({ status: 'ok', current: 3.5 });
  });

  it('given a 10,000 deposit, when 80% and then 90% of the limit is used, then a warning at that level', () => {
    expect(at(960_001)).toMatchObject({ status: 'ok', current: 3.99 });
    expect(at(960_000)).toMatchObject({ status: 'warning', warningLevel: 80, current: 4 });
    expect(at(955_000)).toMatchObject({ status: 'warning', warningLevel: 90, current: 4.5 });
  });

  it('given a 10,000 deposit, when equity is 9,500.01, then a warning showing 4.99%; at 9,500.00, a breach at the line', () => {
    expect(at(950_001)).toMatchObject({ status: 'warning', warningLevel: 90, current: 4.99 });
    expect(at(950_001).crossed).toBeUndefined();
    expect(at(950_000)).toEqual({
      rule: 'max_loss',
      status: 'breached',
      current: 5,
      limit: 5,
      unit: 'percent',
      crossed: { value: 950_000, line: 950_000, unit: 'cents' },
    });
  });

  it('given a soft maximum loss, when it is broken, then a violation rather than a breach', () => {
    const soft = judgeMaxLoss(
      { ...rule, severity: 'soft' },
      { depositCents: DEPOSIT, equityCents: 900_000, state: startMaxLoss(DEPOSIT) },
    );
    expect(soft.status).toBe('violated');
  });

  it('given equity highs, when judged, then the static line never moves', () => {
    expect(judgeAfter(rule, [equity(1_500_000), dayEnd(1_500_000)], 950_001).status).toBe('warning');
  });
});

describe('maximum loss, trailing the equity high-water mark (6%)', () => {
  const rule: MaxLossRule = { rule: 'max_loss', severity: 'hard', basis: 'trailing_equity', percent: 6 };

  it('given equity rose to 10,400 and fell back to 10,300, when it reaches 9,800.01, then a 90% warning 5.99% below the high', () => {
    expect(judgeAfter(rule, [equity(1_040_000), equity(1_030_000)], 980_001)).toMatchObject({
      status: 'warning',
      warningLevel: 90,
      current: 5.99,
    });
  });

  it('given a 10,400 high, when equity reaches 9,800, then a breach at the line 600 below the high', () => {
    expect(judgeAfter(rule, [equity(1_040_000), equity(1_030_000)], 980_000)).toMatchObject({
      status: 'breached',
      current: 6,
      crossed: { value: 980_000, line: 980_000, unit: 'cents' },
    });
  });

  it('given a balance closing a day higher, when judged, then the equity high alone moves the line', () => {
    const state = [dayEnd(1_200_000), equity(1_010_000)].reduce(
      (s, step) => stepMaxLoss(rule, s, step),
      startMaxLoss(DEPOSIT),
    );
    expect(state).toEqual({ highCents: 1_010_000 });
  });

  it('given a high of 10,700 locked at the start, when equity is 10,050, then the line stays at the deposit', () => {
    const locked = { ...rule, lockAtStart: true };
    expect(judgeAfter(locked, [equity(1_070_000)], 1_000_001)).toMatchObject({ status: 'warning', current: 5.99 });
    expect(judgeAfter(locked, [equity(1_070_000)], 1_000_000)).toMatchObject({
      status: 'breached',
      crossed: { value: 1_000_000, line: 1_000_000 },
    });
    expect(judgeAfter(rule, [equity(1_070_000)], 1_010_000).status).toBe('breached');
  });
});

describe('maximum loss, trailing the end-of-day balance high (One-Step: 6%)', () => {
  const rule: MaxLossRule = { rule: 'max_loss', severity: 'hard', basis: 'trailing_eod_balance', percent: 6 };

  it('given an intraday equity peak of 10,800 and a day closed at 10,500, then the high is the closing balance', () => {
    const steps = [equity(1_080_000), dayEnd(1_050_000), dayEnd(1_030_000)];
    const state = steps.reduce((s, step) => stepMaxLoss(rule, s, step), startMaxLoss(DEPOSIT));
    expect(state).toEqual({ highCents: 1_050_000 });
  });

  it('given a 10,500 end-of-day high, when equity falls to 9,950 and then 9,900, then a 90% warning and then a breach', () => {
    const steps = [equity(1_080_000), dayEnd(1_050_000)];
    expect(judgeAfter(rule, steps, 995_000)).toMatchObject({ status: 'warning', warningLevel: 90, current: 5.5 });
    expect(judgeAfter(rule, steps, 990_000)).toMatchObject({
      status: 'breached',
      current: 6,
      crossed: { value: 990_000, line: 990_000, unit: 'cents' },
    });
  });

  it('given no day closed above the deposit, then the line is the static one', () => {
    expect(judgeAfter(rule, [dayEnd(980_000)], 940_000)).toMatchObject({
      status: 'breached',
      crossed: { line: 940_000 },
    });
  });

  describe('locked at the starting balance', () => {
    const locked: MaxLossRule = { ...rule, lockAtStart: true };

    it('given a 10,300 high, when judged, then the line (9,700) is below the deposit and the lock changes nothing', () => {
      expect(judgeAfter(locked, [dayEnd(1_030_000)], 970_000)).toEqual(judgeAfter(rule, [dayEnd(1_030_000)], 970_000));
      expect(judgeAfter(locked, [dayEnd(1_030_000)], 970_000)).toMatchObject({ crossed: { line: 970_000 } });
    });

    it('given a 10,700 high, when equity is 10,100, then ok locked (5% used from 10,600) but a breach unlocked (line 10,100)', () => {
      expect(judgeAfter(locked, [dayEnd(1_070_000)], 1_010_000)).toMatchObject({
        status: 'warning',
        warningLevel: 80,
        current: 5,
      });
      expect(judgeAfter(rule, [dayEnd(1_070_000)], 1_010_000)).toMatchObject({
        status: 'breached',
        crossed: { line: 1_010_000 },
      });
    });

    it('given a 10,700 high, when equity reaches the deposit, then a breach at the locked line', () => {
      expect(judgeAfter(locked, [dayEnd(1_070_000)], 1_000_000)).toMatchObject({
        status: 'breached',
        current: 6,
        crossed: { value: 1_000_000, line: 1_000_000 },
      });
    });
  });
});

describe('maximum loss of a deposit whose limit is not whole cents', () => {
  it('given 12,345.00 and 5.5% (678.975), then 11,666.03 holds and 11,666.02 is the line', () => {
    const rule: MaxLossRule = { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 5.5 };
    const state = startMaxLoss(1_234_500);
    expect(judgeMaxLoss(rule, { depositCents: 1_234_500, equityCents: 1_166_603, state }).status).toBe('warning');
    expect(judgeMaxLoss(rule, { depositCents: 1_234_500, equityCents: 1_166_602, state })).toMatchObject({
      status: 'breached',
      crossed: { line: 1_166_602 },
    });
  });
});
