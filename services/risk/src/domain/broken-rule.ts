import { type Judgement, judge } from './rules/catalogue.ts';
import type { Verdict } from './rules/verdict.ts';

/** A rule found broken, with the judgement anyone can re-compute it from and its digest. */
export interface BrokenRule {
  judgement: Judgement;
  verdict: Verdict;
  hash: string;
}

/** Judges one judgement; the broken rule (hard or soft), or undefined when it holds. */
export function brokenOf(judgement: Judgement): BrokenRule | undefined {
  const { verdict, hash } = judge(judgement);
  return verdict.status === 'breached' || verdict.status === 'violated' ? { judgement, verdict, hash } : undefined;
}
