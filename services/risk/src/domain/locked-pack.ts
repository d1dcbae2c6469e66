import { PROFIT_SHARE } from '@prop/contracts/constants';
import type { PhaseKind } from '@prop/contracts/program';
import { INSTANT_FUNDING_PACK, type Rule, type RulePack } from '@prop/contracts/rule-pack';
import { type DailyReset, resetTimeOfMinutes } from './trading-day.ts';
import type { RuleSet } from './rule-set.ts';

export interface PackRef {
  id: string;
  version: number;
}

/** The pack an account is locked to for its whole life, with the program and phase it belongs to (PhaseStarted). */
export interface LockedPack {
  enrolmentId: string;
  /** `profitSharePercent` is absent from packs locked before PhaseStarted carried it. */
  program: { id: string; name: string; version: number; profitSharePercent?: number };
  phase: { index: number; name: string; kind: PhaseKind };
  rulePack: RulePack;
  startedAt: string;
}

/**
 * An account with no locked pack is an Instant Funding account from before programs (or an
 * admin's link): its equity is judged by the configured rule set, as the spec says, and its deals
 * by the Instant Funding pack's deal rules.
 */
export const INSTANT_FUNDING: Omit<LockedPack, 'enrolmentId' | 'startedAt' | 'rulePack'> = {
  program: { id: 'instant-funding', name: 'Instant Funding', version: 1 },
  phase: { index: 0, name: 'Funded', kind: 'funded' },
};

/** The rules judged on equity updates; every other rule is judged on deals or on request. */
const EQUITY_RULES = new Set<Rule['rule']>(['max_loss', 'daily_loss']);

/** The configured rule set as the catalogue's rules: a static maximum loss and the optional daily loss. */
export function rulesOfRuleSet(rules: RuleSet, reset: DailyReset): Rule[] {
  const maxLoss: Rule = { rule: 'max_loss', severity: 'hard', basis: 'static', percent: rules.maxDrawdownBps / 100 };
  if (rules.dailyLossBps === null) return [maxLoss];
  return [
    maxLoss,
    {
      rule: 'daily_loss',
      severity: 'hard',
      basis: rules.dailyLossBasis,
      percent: rules.dailyLossBps / 100,
      resetTime: resetTimeOfMinutes(reset.minutes),
      timeZone: reset.timeZone,
    },
  ];
}

/** Every rule an account is judged by: its pack's, or the configured equity rules and Instant Funding's others. */
export function rulesOfAccount(locked: LockedPack | null, rules: RuleSet, reset: DailyReset): Rule[] {
  if (locked) return locked.rulePack.rules;
  return [...rulesOfRuleSet(rules, reset), ...INSTANT_FUNDING_PACK.rules.filter(({ rule }) => !EQUITY_RULES.has(rule))];
}

/** The pack a verdict names: the locked one, or Instant Funding's for an account without. */
export function packRefOf(locked: LockedPack | null): PackRef {
  const pack = locked?.rulePack ?? INSTANT_FUNDING_PACK;
  return { id: pack.id, version: pack.version };
}

/**
 * The trader's share of the profit, percent: the locked program's, or the spec's for an account
 * without a pack or with one locked before PhaseStarted carried the share.
 */
export function profitSharePercentOf(locked: LockedPack | null): number {
  return locked?.program.profitSharePercent ?? Math.round(PROFIT_SHARE * 100);
}
