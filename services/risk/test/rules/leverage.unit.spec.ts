import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import { judgeMaxLeverage } from '../../src/domain/rules/leverage.ts';

const THIRTY: RuleOf<'max_leverage'> = { rule: 'max_leverage', severity: 'hard', leverage: 30 };

describe('maximum leverage (1:30)', () => {
  it('given an account at 1:30 or 1:20, then ok', () => {
    expect(judgeMaxLeverage(THIRTY, { leverage: 30 })).toEqual({
      rule: 'max_leverage',
      status: 'ok',
      current: 30,
      limit: 30,
      unit: 'leverage',
    });
    expect(judgeMaxLeverage(THIRTY, { leverage: 20 }).status).toBe('ok');
  });

  it('given an account at 1:100, then a breach with both figures', () => {
    expect(judgeMaxLeverage(THIRTY, { leverage: 100 })).toMatchObject({
      status: 'breached',
      crossed: { value: 100, line: 30, unit: 'leverage' },
    });
  });
});
