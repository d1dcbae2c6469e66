import type { RuleOf } from '@prop/contracts/rule-pack';
import { offendersVerdict, type Verdict } from './verdict.ts';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
/**
 * The market's week ends on Friday at 22:00 UTC: 17:00 in New York in winter, an hour after it in
 * summer, when nothing trades any more, so a position open then was open at the close in every
 * season. It is also where the simulator's week ends. 1970-01-01 was a Thursday: the first such
 * Friday evening is 46 hours after the epoch.
 */
const FIRST_FRIDAY_CLOSE_MS = 46 * HOUR_MS;

/** The first Friday close after an instant. */
export function fridayCloseAfter(ms: number): number {
  return FIRST_FRIDAY_CLOSE_MS + (Math.floor((ms - FIRST_FRIDAY_CLOSE_MS) / WEEK_MS) + 1) * WEEK_MS;
}

export interface Holding {
  positionId: string;
  /** ISO instants; `closedAt` null while the position is open. */
  openedAt: string;
  closedAt: string | null;
}

export interface WeekendHoldingInputs {
  /** ISO instant of the judgement: an open position is judged up to it. */
  at: string;
  holdings: Holding[];
}

/** True when a Friday close fell while the position was open: after it opened and before it closed. */
function heldOverWeekend({ openedAt, closedAt }: Holding, atMs: number): boolean {
  const close = fridayCloseAfter(Date.parse(openedAt));
  return closedAt === null ? close <= atMs : close < Date.parse(closedAt);
}

/** No position open at the market's Friday close, whatever the symbol. */
export function judgeWeekendHolding(rule: RuleOf<'weekend_holding'>, { at, holdings }: WeekendHoldingInputs): Verdict {
  const atMs = Date.parse(at);
  const held = holdings.filter((holding) => heldOverWeekend(holding, atMs));
  return offendersVerdict(
    'weekend_holding',
    rule.severity,
    'positions',
    held.map((holding) => holding.positionId),
  );
}
