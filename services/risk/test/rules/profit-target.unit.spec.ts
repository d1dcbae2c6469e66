import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import { judgeProfitTarget } from '../../src/domain/rules/profit-target.ts';

const TEN_PERCENT: RuleOf<'profit_target'> = { rule: 'profit_target', severity: 'hard', percent: 10 };
const at = (balance: number, equity: number) =>
  judgeProfitTarget(TEN_PERCENT, { depositCents: 1_000_000, balanceCents: balance * 100, equityCents: equity * 100 });

describe('profit target (Two-Step phase 1: 10% of a 10,000 deposit)', () => {
  it('given 320 of closed profit, then 3.2% of 10% with 680.00 to go', () => {
    expect(at(10_320, 10_320)).toEqual({
      rule: 'profit_target',
      status: 'ok',
      current: 3.2,
      limit: 10,
      unit: 'percent',
      toGo: { unit: 'money', amount: '680.00' },
    });
  });

  it('given exactly 1,000 of profit closed and held, then met with nothing to go', () => {
    expect(at(11_000, 11_000)).toEqual({
      rule: 'profit_target',
      status: 'met',
      current: 10,
      limit: 10,
      unit: 'percent',
    });
  });

  it('given 1,000 closed but an open loss of 100, then not met: 9% with 100.00 to go', () => {
    expect(at(11_000, 10_900)).toMatchObject({ status: 'ok', current: 9, toGo: { amount: '100.00' } });
  });

  it('given 500 closed and an open profit of 700, then only the closed 500 counts until it is closed', () => {
    expect(at(10_500, 11_200)).toMatchObject({ status: 'ok', current: 5, toGo: { amount: '500.00' } });
  });

  it('given a loss of 200, then −2% with 1,200.00 to go', () => {
    expect(at(9_800, 9_800)).toMatchObject({ status: 'ok', current: -2, toGo: { amount: '1200.00' } });
  });

  it('given 5.5% of 12,345.00 (678.975), then 678.97 is a cent short and 678.98 meets it', () => {
    const rule: RuleOf<'profit_target'> = { ...TEN_PERCENT, percent: 5.5 };
    const judge = (cents: number) =>
      judgeProfitTarget(rule, { depositCents: 1_234_500, balanceCents: cents, equityCents: cents });
    expect(judge(1_234_500 + 67_897)).toMatchObject({ status: 'ok', current: 5.49, toGo: { amount: '0.01' } });
    expect(judge(1_234_500 + 67_898).status).toBe('met');
  });
});
