import { describe, expect, it } from 'vitest';
import { RULE_KINDS } from '@prop/contracts/rule-kinds';
import {
  INSTANT_FUNDING_PACK,
  objectiveSchema,
  ONE_STEP_PACK,
  rulePackSchema,
  TWO_STEP_FUNDED_PACK,
  TWO_STEP_PHASE_1_PACK,
  TWO_STEP_PHASE_2_PACK,
} from '@prop/contracts/rule-pack';
import { judgeProfitTarget } from '../../src/domain/rules/profit-target.ts';

describe('the rule pack contract', () => {
  it('given the seeded programs, then every pack is a valid rule pack', () => {
    for (const pack of [
      INSTANT_FUNDING_PACK,
      TWO_STEP_PHASE_1_PACK,
      TWO_STEP_PHASE_2_PACK,
      TWO_STEP_FUNDED_PACK,
      ONE_STEP_PACK,
    ]) {
      expect(rulePackSchema.parse(pack)).toEqual(pack);
    }
  });

  it('given the Two-Step phases, then the targets are 10% and 5% with the same limits', () => {
    const limits = (rules: typeof TWO_STEP_PHASE_1_PACK.rules) => rules.filter(({ rule }) => rule !== 'profit_target');
    expect(TWO_STEP_PHASE_1_PACK.rules).toContainEqual({ rule: 'profit_target', severity: 'hard', percent: 10 });
    expect(TWO_STEP_PHASE_2_PACK.rules).toContainEqual({ rule: 'profit_target', severity: 'hard', percent: 5 });
    expect(limits(TWO_STEP_PHASE_2_PACK.rules)).toEqual(limits(TWO_STEP_PHASE_1_PACK.rules));
  });

  it('given a pack naming a rule twice, then it is refused', () => {
    const twice = { ...INSTANT_FUNDING_PACK, rules: [...INSTANT_FUNDING_PACK.rules, INSTANT_FUNDING_PACK.rules[0]] };
    expect(rulePackSchema.safeParse(twice).success).toBe(false);
  });

  it('given bad parameters, then they are refused: a reset time, a zone, a percentage, an unknown rule', () => {
    const daily = {
      rule: 'daily_loss',
      severity: 'hard',
      basis: 'higher',
      percent: 5,
      resetTime: '00:00',
      timeZone: 'UTC',
    };
    const packOf = (rule: object) => ({ id: 'p', version: 1, rules: [rule] });
    expect(rulePackSchema.safeParse(packOf(daily)).success).toBe(true);
    expect(rulePackSchema.safeParse(packOf({ ...daily, resetTime: '24:00' })).success).toBe(false);
    expect(rulePackSchema.safeParse(packOf({ ...daily, timeZone: 'Mars/Olympus' })).success).toBe(false);
    expect(rulePackSchema.safeParse(packOf({ ...daily, percent: 0 })).success).toBe(false);
    expect(rulePackSchema.safeParse(packOf({ rule: 'martingale', severity: 'hard' })).success).toBe(false);
  });

  it("given a verdict, then with its rule's kind it is an objective of GET /api/account/objectives", () => {
    const verdict = judgeProfitTarget(
      { rule: 'profit_target', severity: 'hard', percent: 10 },
      { depositCents: 2_000_000, balanceCents: 2_064_000, equityCents: 2_064_000 },
    );
    const objective = objectiveSchema.parse({ ...verdict, kind: RULE_KINDS[verdict.rule] });
    expect(objective).toEqual({
      rule: 'profit_target',
      kind: 'target',
      status: 'ok',
      current: 3.2,
      limit: 10,
      unit: 'percent',
      toGo: { unit: 'money', amount: '1360.00' },
    });
  });
});
