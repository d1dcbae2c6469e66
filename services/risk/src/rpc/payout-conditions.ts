import type { PayoutCondition } from '@prop/contracts/payout-conditions';
import type { PhaseKind } from '@prop/contracts/program';
import type { Objective, Rule } from '@prop/contracts/rule-pack';

const BROKEN: ReadonlySet<Objective['status']> = new Set(['breached', 'violated']);

/**
 * What of an account's pack stands between it and a payout, read off its objectives (so the
 * Trading Objectives card and the Withdraw Funds card cannot disagree): a funded phase (an
 * evaluation pays no profit share), the minimum trading days
 * reached, the consistency condition not broken, and, when the pack has soft rules, no violation
 * still open (it blocks until an admin reviews it). Other rules are judged as they happen.
 */
export function payoutConditionsOf(
  phaseKind: PhaseKind,
  rules: Rule[],
  objectives: Objective[],
  openViolations: number,
): PayoutCondition[] {
  const conditions: PayoutCondition[] =
    phaseKind === 'evaluation' ? [{ rule: 'funded_phase', met: false, current: 0, limit: 0 }] : [];
  for (const objective of objectives) {
    if (objective.rule === 'min_trading_days' || objective.rule === 'consistency') {
      const met = objective.rule === 'min_trading_days' ? objective.status === 'met' : !BROKEN.has(objective.status);
      conditions.push({ rule: objective.rule, met, current: objective.current, limit: objective.limit });
    }
  }
  if (openViolations > 0 || rules.some(({ severity }) => severity === 'soft')) {
    conditions.push({ rule: 'open_violations', met: openViolations === 0, current: openViolations, limit: 0 });
  }
  return conditions;
}
