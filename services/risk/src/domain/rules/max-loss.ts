import type { RuleOf } from '@prop/contracts/rule-pack';
import { bpsOfPercent } from '../rule-set.ts';
import { judgeLoss } from './loss-limit.ts';
import { SCALE } from './scaled.ts';
import type { Verdict } from './verdict.ts';

type MaxLossRule = RuleOf<'max_loss'>;

/** The high a trailing maximum loss trails: the equity high-water mark or the highest end-of-day balance. */
export interface MaxLossState {
  highCents: number;
}

/** What moves the high: every equity update, and the balance each trading day closed with. */
export type MaxLossStep = { kind: 'equity'; equityCents: number } | { kind: 'day_end'; balanceCents: number };

export interface MaxLossInputs {
  depositCents: number;
  equityCents: number;
  /** The state after stepping the update being judged, so a new high counts at once. */
  state: MaxLossState;
}

/** An account starts at its deposit: no trailing line starts above the static one. */
export function startMaxLoss(depositCents: number): MaxLossState {
  return { highCents: depositCents };
}

/** The state after one step: only the step the rule's basis trails can raise the high. */
export function stepMaxLoss(rule: MaxLossRule, state: MaxLossState, step: MaxLossStep): MaxLossState {
  const cents =
    rule.basis === 'trailing_equity' && step.kind === 'equity'
      ? step.equityCents
      : rule.basis === 'trailing_eod_balance' && step.kind === 'day_end'
        ? step.balanceCents
        : null;
  return cents !== null && cents > state.highCents ? { highCents: cents } : state;
}

/**
 * The loss is measured from the deposit (static) or from the high. Locked at the start, a
 * trailing line rises no further than the deposit: the reference stops at deposit + allowance.
 */
export function judgeMaxLoss(rule: MaxLossRule, { depositCents, equityCents, state }: MaxLossInputs): Verdict {
  return judgeLoss(rule, depositCents, maxLossReference(rule, depositCents, state.highCents), equityCents);
}

/** What the loss is measured from, in SCALE units; plain arithmetic, so every equity update may ask. */
export function maxLossReference(rule: MaxLossRule, depositCents: number, highCents: number): number {
  const high = rule.basis === 'static' ? depositCents : highCents;
  const lockedAt = depositCents * SCALE + depositCents * bpsOfPercent(rule.percent);
  return rule.lockAtStart ? Math.min(high * SCALE, lockedAt) : high * SCALE;
}
