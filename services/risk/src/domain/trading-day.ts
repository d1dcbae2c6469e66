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

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** 'HH:MM' as minutes after midnight. */
export function minutesOfResetTime(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new Error(`not a reset time: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall-clock reading of an instant (whole seconds), as if that reading were UTC. */
function wallClockAsUtc(timeZone: string, ms: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(Math.floor(ms / 1000) * 1000));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** The instant at which the zone's clock reads `wallMs` (a wall-clock reading written as UTC). */
function instantOfWallClock(timeZone: string, wallMs: number): number {
  const firstGuess = wallMs - (wallClockAsUtc(timeZone, wallMs) - wallMs);
  // The offset is read again at the guess, so a reset on a day that changes to or from summer time is right.
  return wallMs - (wallClockAsUtc(timeZone, firstGuess) - firstGuess);
}

/** The trading day an instant belongs to. */
export function tradingDayAt(ms: number, reset: DailyReset): TradingDay {
  const wall = wallClockAsUtc(reset.timeZone, ms) + (ms % 1000);
  const localMidnight = Math.floor(wall / DAY_MS) * DAY_MS;
  const startMidnight = wall >= localMidnight + reset.minutes * MINUTE_MS ? localMidnight : localMidnight - DAY_MS;
  return {
    day: new Date(startMidnight).toISOString().slice(0, 10),
    startMs: instantOfWallClock(reset.timeZone, startMidnight + reset.minutes * MINUTE_MS),
    nextResetMs: instantOfWallClock(reset.timeZone, startMidnight + DAY_MS + reset.minutes * MINUTE_MS),
  };
}

/**
 * Hands out the trading day of an instant, computing it only when the day changes: every account
 * shares one reset, and an update must not pay for a time-zone conversion.
 */
export class DayClock {
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
