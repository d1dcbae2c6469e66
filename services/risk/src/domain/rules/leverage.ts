import type { RuleOf } from '@prop/contracts/rule-pack';
import { conditionStatus, type Verdict } from './verdict.ts';

export interface LeverageInputs {
  /** The account's leverage as MT5 reports it: 100 for 1:100. */
  leverage: number;
}

/** The account's leverage may not be above the pack's (1:30 allows 1:30 and 1:20, not 1:100). */
export function judgeMaxLeverage(rule: RuleOf<'max_leverage'>, { leverage }: LeverageInputs): Verdict {
  const broken = leverage > rule.leverage;
  return {
    rule: 'max_leverage',
    ...conditionStatus(rule.severity, broken ? { value: leverage, line: rule.leverage, unit: 'leverage' } : undefined),
    current: leverage,
    limit: rule.leverage,
    unit: 'leverage',
  };
}
