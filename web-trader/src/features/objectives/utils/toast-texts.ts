import { warningRaised } from '@prop/contracts/events/risk';
import { RULE_TITLES } from '@prop/contracts/rule-words';
import type { z } from 'zod';
import { usedOfLimitText } from './objective-text.ts';

/** What a `risk_warning` push tells the trader: the rule, the level reached and the figures. */
export const riskWarningSchema = warningRaised.data.pick({
  rule: true,
  level: true,
  current: true,
  limit: true,
  unit: true,
});
export type RiskWarning = z.infer<typeof riskWarningSchema>;

/** 'Daily loss at 80% of its limit (4.0% of 5%)'. */
export function warningToastText({ rule, level, current, limit, unit }: RiskWarning): string {
  return `${RULE_TITLES[rule]} at ${level}% of its limit (${usedOfLimitText(current, limit, unit)})`;
}

/** 'Two-Step Challenge · Phase 1 passed. Your next phase's account is being opened.' */
export function phasePassedText({ program, phase }: { program: { name: string }; phase: { name: string } }): string {
  return `${program.name} · ${phase.name} passed. Your next phase's account is being opened.`;
}
