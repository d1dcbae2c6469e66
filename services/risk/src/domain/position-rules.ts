import type { Rule, RuleOf } from '@prop/contracts/rule-pack';
import type { Position } from '@prop/contracts/trading';
import { type BrokenRule, brokenOf } from './broken-rule.ts';
import type { Judgement } from './rules/catalogue.ts';
import { fridayCloseAfter } from './rules/weekend-holding.ts';

const WEEK_MS = 7 * 86_400_000;

/** What risk keeps of an open position: what open volume and weekend holding are judged on. */
export interface HeldPosition {
  id: string;
  symbol: string;
  volume: number;
  openTime: string;
}

/** The latest Friday close at or before an instant. */
export function fridayCloseAtOrBefore(ms: number): number {
  return fridayCloseAfter(ms - WEEK_MS);
}

/** What risk keeps of a position. */
export function heldOf({ id, symbol, volume, openTime }: Position): HeldPosition {
  return { id, symbol, volume, openTime };
}

function ruleOf<Name extends Rule['rule']>(rules: readonly Rule[], name: Name): RuleOf<Name> | undefined {
  return rules.find((rule): rule is RuleOf<Name> => rule.rule === name);
}

export function openVolumeJudgement(
  rule: RuleOf<'max_open_volume'>,
  packVersion: number,
  positions: readonly HeldPosition[],
): Judgement {
  return { packVersion, rule, inputs: { positions: positions.map(({ id, volume }) => ({ id, volume })) } };
}

/**
 * The open volume broken by a change of the open positions: only when it crosses the limit, so a
 * set that stays beyond it (a stop loss moved, another position resized) records nothing again.
 */
export function openVolumeCrossed(
  rules: readonly Rule[],
  packVersion: number,
  before: readonly HeldPosition[],
  after: readonly HeldPosition[],
): BrokenRule | undefined {
  const rule = ruleOf(rules, 'max_open_volume');
  if (!rule || brokenOf(openVolumeJudgement(rule, packVersion, before))) return undefined;
  return brokenOf(openVolumeJudgement(rule, packVersion, after));
}

/** The positions open at a Friday close, judged at that close: the set as it stood then. */
export function weekendJudgement(
  rule: RuleOf<'weekend_holding'>,
  packVersion: number,
  closeMs: number,
  positions: readonly HeldPosition[],
): Judgement {
  const holdings = positions.map(({ id, openTime }) => ({ positionId: id, openedAt: openTime, closedAt: null }));
  return { packVersion, rule, inputs: { at: new Date(closeMs).toISOString(), holdings } };
}

/** Weekend holding broken by the positions open at a Friday close, when the pack has the rule. */
export function heldOverWeekend(
  rules: readonly Rule[],
  packVersion: number,
  closeMs: number,
  positions: readonly HeldPosition[],
): BrokenRule | undefined {
  const rule = ruleOf(rules, 'weekend_holding');
  return rule && brokenOf(weekendJudgement(rule, packVersion, closeMs, positions));
}

export function hasRule(rules: readonly Rule[], name: Rule['rule']): boolean {
  return rules.some((rule) => rule.rule === name);
}
