import type { Rule } from '@prop/contracts/rule-pack';
import { type BrokenRule, brokenOf } from './broken-rule.ts';

/** What the rules judged on time alone look at: now, the phase's start and the latest deal. */
export interface TimeFacts {
  /** ISO instants; `lastDealAt` null before the first deal. */
  at: string;
  startedAt: string;
  lastDealAt: string | null;
  /** The firm's zone: a phase's days are dates there. */
  timeZone: string;
}

/** A rule broken by time, and the period it is broken for: recorded once per period. */
export interface BrokenForPeriod {
  broken: BrokenRule;
  period: string;
}

/**
 * Inactivity and the phase's length, judged on the time that passed. Inactivity is broken once per
 * idle stretch (named by the instant it began: a deal starts a new one); the phase's length once
 * per phase (named by its start).
 */
export function brokenByTime(rules: readonly Rule[], packVersion: number, facts: TimeFacts): BrokenForPeriod[] {
  const { at, startedAt, lastDealAt, timeZone } = facts;
  const found: BrokenForPeriod[] = [];
  for (const rule of rules) {
    if (rule.rule === 'inactivity') {
      const broken = brokenOf({ packVersion, rule, inputs: { at, startedAt, lastDealAt } });
      const since = lastDealAt !== null && Date.parse(lastDealAt) > Date.parse(startedAt) ? lastDealAt : startedAt;
      if (broken) found.push({ broken, period: new Date(since).toISOString() });
    }
    if (rule.rule === 'max_phase_days') {
      const broken = brokenOf({ packVersion, rule, inputs: { timeZone, startedAt, at } });
      if (broken) found.push({ broken, period: new Date(startedAt).toISOString() });
    }
  }
  return found;
}
