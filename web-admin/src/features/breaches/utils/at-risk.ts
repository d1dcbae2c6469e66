import type { AtRiskAccount } from '@prop/contracts/breach';
import { RULE_TITLES } from '@prop/contracts/rule-words';
import type { BadgeTone } from '@prop/ui/badge';
import { fullName } from '../../../lib/format.ts';

/** A percentage to one decimal, rounded down: a loss never shows nearer its limit than it is. */
function percentText(percent: number): string {
  const tenths = Math.floor(Math.round(percent * 100) / 10) / 10;
  return `${tenths.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** '4.2% of 5%': the loss used of the limit, in percent of the deposit. */
export function lossOfLimit(item: Pick<AtRiskAccount, 'current' | 'limit'>): string {
  return `${percentText(item.current)} of ${percentText(item.limit)}`;
}

export function levelTone(level: AtRiskAccount['level']): BadgeTone {
  return level === 90 ? 'danger' : 'warning';
}

export function levelText(level: AtRiskAccount['level']): string {
  return `${level}% of limit`;
}

export function ruleTitle(rule: AtRiskAccount['rule']): string {
  return RULE_TITLES[rule];
}

/** The trader's name; one identity has not told risk about shows by the start of their id. */
export function atRiskTrader(item: Pick<AtRiskAccount, 'user' | 'userId'>): string {
  return item.user ? fullName(item.user) : `Trader ${item.userId.slice(0, 8)}`;
}
