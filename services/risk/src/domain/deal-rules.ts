import type { Rule } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { type Judgement, judge } from './rules/catalogue.ts';
import type { Verdict } from './rules/verdict.ts';

/** A rule a deal broke, with the judgement anyone can re-compute it from and its digest. */
export interface BrokenByDeal {
  judgement: Judgement;
  verdict: Verdict;
  hash: string;
}

/**
 * Judges one deal by every deal rule of the rules given: each rule on that deal alone, so a
 * stored verdict names the one deal that broke it. Returns the rules broken (hard or soft).
 */
export function judgeDeal(rules: readonly Rule[], packVersion: number, deal: Deal): BrokenByDeal[] {
  const broken: BrokenByDeal[] = [];
  for (const rule of rules) {
    const judgement = judgementOf(rule, packVersion, deal);
    if (!judgement) continue;
    const { verdict, hash } = judge(judgement);
    if (verdict.status === 'breached' || verdict.status === 'violated') broken.push({ judgement, verdict, hash });
  }
  return broken;
}

/**
 * The judgement of a rule judged on a deal as it is recorded, undefined for any other rule. News
 * trading is not judged yet: risk does not hold the calendar's schedule.
 */
function judgementOf(rule: Rule, packVersion: number, deal: Deal): Judgement | undefined {
  if (rule.rule === 'expert_advisor') {
    const { id, entryType, reason, magic } = deal;
    return { packVersion, rule, inputs: { deals: [{ id, entryType, reason, magic }] } };
  }
  if (rule.rule === 'max_trade_volume') {
    const { id, entryType, volume } = deal;
    return { packVersion, rule, inputs: { deals: [{ id, entryType, volume }] } };
  }
  return undefined;
}
