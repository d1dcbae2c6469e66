import type { RuleOf } from '@prop/contracts/rule-pack';
import { moneyTextOfCents } from '@prop/contracts/money';
import { bpsOfPercent } from '../rule-set.ts';
import { percentOfDeposit, SCALE } from './scaled.ts';
import type { Verdict } from './verdict.ts';

export interface ProfitTargetInputs {
  depositCents: number;
  balanceCents: number;
  equityCents: number;
}

/** Whether the profit counted reaches the target: plain arithmetic, so every equity update may ask. */
export function meetsProfitTarget(
  rule: RuleOf<'profit_target'>,
  depositCents: number,
  balanceCents: number,
  equityCents: number,
): boolean {
  return (Math.min(balanceCents, equityCents) - depositCents) * SCALE >= depositCents * bpsOfPercent(rule.percent);
}

/**
 * The profit counted is the lower of balance and equity above the deposit: a target is met by
 * profit both realised and still held, never by an open position that may turn, nor by a closed
 * profit the open positions are giving back.
 */
export function judgeProfitTarget(
  rule: RuleOf<'profit_target'>,
  { depositCents, balanceCents, equityCents }: ProfitTargetInputs,
): Verdict {
  const profitCents = Math.min(balanceCents, equityCents) - depositCents;
  const target = depositCents * bpsOfPercent(rule.percent);
  const verdict: Verdict = {
    rule: 'profit_target',
    status: meetsProfitTarget(rule, depositCents, balanceCents, equityCents) ? 'met' : 'ok',
    current: percentOfDeposit(profitCents * SCALE, depositCents),
    limit: rule.percent,
    unit: 'percent',
  };
  // The smallest whole-cent profit that meets the target, less what is made.
  if (verdict.status === 'ok')
    verdict.toGo = { unit: 'money', amount: moneyTextOfCents(Math.ceil(target / SCALE) - profitCents) };
  return verdict;
}
