import type { RuleOf } from '@prop/contracts/rule-pack';
import { type DayStart, dayStartAt, type Figures } from '../day-start.ts';
import { minutesOfResetTime, TradingDays } from '../trading-day.ts';
import { judgeLoss } from './loss-limit.ts';
import { SCALE } from './scaled.ts';
import type { Verdict } from './verdict.ts';

type DailyLossRule = RuleOf<'daily_loss'>;

/** The current trading day's start figures, and the latest figures (which start the next day at its reset). */
export interface DailyLossState {
  dayStart: DayStart | null;
  last: Figures | null;
}

export interface FiguresUpdate extends Figures {
  atMs: number;
}

export interface DailyLossInputs {
  depositCents: number;
  equityCents: number;
  /** The start of the update's own trading day: the state's after stepping that update. */
  dayStart: DayStart;
}

export const NO_DAY_YET: DailyLossState = { dayStart: null, last: null };

/**
 * The state after an update, with the pack's own reset time and zone. An update from a day already
 * over changes nothing: the day's start is never moved back.
 */
export function stepDailyLoss(rule: DailyLossRule, state: DailyLossState, update: FiguresUpdate): DailyLossState {
  const days = new TradingDays({ minutes: minutesOfResetTime(rule.resetTime), timeZone: rule.timeZone });
  const dayStart = dayStartAt(state.dayStart, update.atMs, state.last, update, days);
  if (!dayStart) return state;
  return { dayStart, last: { balanceCents: update.balanceCents, equityCents: update.equityCents } };
}

/** The start-of-day figure of a basis: the balance, the equity, or the higher of the two. */
export function startFigureOf(basis: DailyLossRule['basis'], dayStart: Figures): number {
  if (basis === 'balance') return dayStart.balanceCents;
  if (basis === 'equity') return dayStart.equityCents;
  return Math.max(dayStart.balanceCents, dayStart.equityCents);
}

/** The loss within the trading day, measured from its start figure of the pack's basis. */
export function judgeDailyLoss(rule: DailyLossRule, { depositCents, equityCents, dayStart }: DailyLossInputs): Verdict {
  return {
    ...judgeLoss(rule, depositCents, startFigureOf(rule.basis, dayStart) * SCALE, equityCents),
    resetsAt: new Date(dayStart.day.nextResetMs).toISOString(),
  };
}
