import { addDays, dateText, instantAt, type LocalDate, localDateOf, minutesIntoDay } from '@prop/service-kit/time-zone';

/**
 * Trading days that start at a reset time in a zone (midnight in the firm's zone by default), as
 * instants: the daily loss limit is measured from the values at the day's start.
 */
export interface DailyReset {
  /** Minutes after local midnight. */
  minutes: number;
  timeZone: string;
}

export interface TradingDay {
  /** The local date on which the trading day began, YYYY-MM-DD. */
  day: string;
  startMs: number;
  nextResetMs: number;
}

/** 'HH:MM' as minutes after midnight. */
export function minutesOfResetTime(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new Error(`not a reset time: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function tradingDayFrom(date: LocalDate, { minutes, timeZone }: DailyReset): TradingDay {
  return {
    day: dateText(date),
    startMs: instantAt(date, minutes, timeZone).getTime(),
    nextResetMs: instantAt(addDays(date, 1), minutes, timeZone).getTime(),
  };
}

/**
 * The trading day an instant belongs to: it began at the reset on the zone's date of the instant,
 * or on the date before when the zone's clock has not reached the reset yet. A day that changes to
 * or from summer time lasts 23 or 25 hours; a reset the clock skips happens when the clock resumes.
 */
export function tradingDayAt(ms: number, reset: DailyReset): TradingDay {
  const date = localDateOf(ms, reset.timeZone);
  const startDate = minutesIntoDay(ms, reset.timeZone) >= reset.minutes ? date : addDays(date, -1);
  const day = tradingDayFrom(startDate, reset);
  // On a day the clock skips or repeats the reset time, the reset falls where the time-zone helper
  // places it, which may be on the other side of this instant: the instant then belongs to the
  // neighbouring day, so a trading day always contains the instants given to it.
  if (ms >= day.nextResetMs) return tradingDayFrom(addDays(startDate, 1), reset);
  if (ms < day.startMs) return tradingDayFrom(addDays(startDate, -1), reset);
  return day;
}

/**
 * Hands out the trading day of an instant, computing it only when the day changes: every account
 * shares one reset, and an update must not pay for a time-zone conversion. Not a clock: the instant
 * is always passed in.
 */
export class TradingDays {
  private current: TradingDay | undefined;

  constructor(readonly reset: DailyReset) {}

  at(ms: number): TradingDay {
    const current = this.current;
    if (current && ms >= current.startMs && ms < current.nextResetMs) return current;
    const day = tradingDayAt(ms, this.reset);
    if (!current || day.startMs > current.startMs) this.current = day;
    return day;
  }
}

/** Minutes after midnight as 'HH:MM'. */
export function resetTimeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
