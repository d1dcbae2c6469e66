import { describe, expect, it } from 'vitest';
import type { Objective, Rule } from '@prop/contracts/rule-pack';
import { type LockedPack, profitSharePercentOf } from '../src/domain/locked-pack.ts';
import { payoutConditionsOf } from '../src/rpc/payout-conditions.ts';

const objective = (
  rule: Objective['rule'],
  status: Objective['status'],
  current: number,
  limit: number,
): Objective => ({
  rule,
  kind: 'condition',
  status,
  current,
  limit,
  unit: 'percent',
});
const maxLoss: Rule = { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 5 };
const softEa: Rule = { rule: 'expert_advisor', severity: 'soft' };

describe('the payout conditions of a pack', () => {
  it('given a pack with only hard limits and no violation, when judged, then nothing is listed', () => {
    expect(payoutConditionsOf('funded', [maxLoss], [objective('max_loss', 'ok', 1, 5)], 0)).toEqual([]);
  });

  it('given trading days short of the minimum, when judged, then that condition is not met', () => {
    expect(payoutConditionsOf('funded', [], [objective('min_trading_days', 'ok', 1, 4)], 0)).toEqual([
      { rule: 'min_trading_days', met: false, current: 1, limit: 4 },
    ]);
    expect(payoutConditionsOf('funded', [], [objective('min_trading_days', 'met', 4, 4)], 0)).toEqual([
      { rule: 'min_trading_days', met: true, current: 4, limit: 4 },
    ]);
  });

  it.each([
    ['ok', true],
    ['violated', false],
    ['breached', false],
  ] as const)('given consistency %s, when judged, then met is %s', (status, met) => {
    expect(payoutConditionsOf('funded', [], [objective('consistency', status, 40, 50)], 0)).toEqual([
      { rule: 'consistency', met, current: 40, limit: 50 },
    ]);
  });

  it('given a pack with a soft rule, when judged, then open violations are listed, met at none', () => {
    expect(payoutConditionsOf('funded', [softEa], [], 0)).toEqual([
      { rule: 'open_violations', met: true, current: 0, limit: 0 },
    ]);
    expect(payoutConditionsOf('funded', [softEa], [], 2)).toEqual([
      { rule: 'open_violations', met: false, current: 2, limit: 0 },
    ]);
  });

  it('given an open violation under a pack without soft rules (an older version), when judged, then it still blocks', () => {
    expect(payoutConditionsOf('funded', [maxLoss], [], 1)).toEqual([
      { rule: 'open_violations', met: false, current: 1, limit: 0 },
    ]);
  });

  it('given an evaluation phase, then a funded account is the first condition, never met', () => {
    expect(payoutConditionsOf('evaluation', [], [], 0)).toEqual([
      { rule: 'funded_phase', met: false, current: 0, limit: 0 },
    ]);
  });
});

describe('the profit share a payout is made at', () => {
  const locked = (program: LockedPack['program']): LockedPack => ({
    enrolmentId: '6a1f3c2e-9b7d-4e8f-a1b2-c3d4e5f60718',
    program,
    phase: { index: 1, name: 'Funded', kind: 'funded' },
    rulePack: { id: 'two-step/3', version: 1, rules: [maxLoss] },
    startedAt: '2026-06-01T00:00:00.000Z',
  });

  it("given a pack locked with its program's 80%, then the share is 80%", () => {
    expect(profitSharePercentOf(locked({ id: 'two-step', name: 'Two-Step', version: 1, profitSharePercent: 80 }))).toBe(
      80,
    );
  });

  it("given no pack, or one locked before PhaseStarted carried the share, then it is the spec's 60%", () => {
    expect(profitSharePercentOf(null)).toBe(60);
    expect(profitSharePercentOf(locked({ id: 'two-step', name: 'Two-Step', version: 1 }))).toBe(60);
  });
});
