import { TZDate } from '@date-fns/tz';

/**
 * Calendar questions asked in a time zone ("is it Saturday", "when did today start"), daylight
 * saving included. The firm judges days in its configured zone; this is the one place that knows how.
 */
export interface LocalDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

function inZone(instant: Date | number, timeZone: string): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
}

/** The zone's calendar date of an instant. */
export function localDateOf(instant: Date | number, timeZone: string): LocalDate {
  const local = inZone(instant, timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** A local date as YYYY-MM-DD. */
export function dateText({ year, month, day }: LocalDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The zone's day of the week of an instant, 0 = Sunday. */
export function weekdayIn(instant: Date | number, timeZone: string): number {
  return inZone(instant, timeZone).getDay();
}

/** Minutes since the zone's local midnight at an instant (wall clock). */
export function minutesIntoDay(instant: Date | number, timeZone: string): number {
  const local = inZone(instant, timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

/**
 * The instant a local date's wall clock reads `minutes` after midnight. A reading that does not
 * exist (skipped by a change to summer time) is the first instant after the gap.
 */
export function instantAt(date: LocalDate, minutes: number, timeZone: string): Date {
  const local = new TZDate(date.year, date.month - 1, date.day, Math.floor(minutes / 60), minutes % 60, 0, timeZone);
  return new Date(local.getTime());
}

/** The local date `days` after the given one (negative: before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** The instant the zone's current day began (local midnight, wherever daylight saving puts it). */
export function startOfDayIn(instant: Date | number, timeZone: string): Date {
  return instantAt(localDateOf(instant, timeZone), 0, timeZone);
}

/** Zone offsets are whole quarter hours, so a local date can only change at a quarter hour of UTC. */
const QUARTER_HOUR_MS = 900_000;
const DAY_MS = 86_400_000;

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetMs(instant: number, timeZone: string): number {
  return -inZone(instant, timeZone).getTimezoneOffset() * 60_000;
}

/**
 * `dateText(localDateOf(…))` for many instants in one zone. The zone is asked its offset twice per
 * UTC day seen: a day whose first and last millisecond share one offset (every day but those of a
 * change of clocks, which come months apart) has it throughout, and its dates are plain arithmetic.
 * A day with a change asks the zone once per quarter hour seen. A year of trades costs about 700
 * zone look-ups, not one or more per trade.
 */
export function localDateTexts(timeZone: string): (instant: Date | number) => string {
  const offsetByDay = new Map<number, number | null>();
  const textByLocalDay = new Map<number, string>();
  const byQuarter = new Map<number, string>();
  return (instant) => {
    const ms = typeof instant === 'number' ? instant : instant.getTime();
    const day = Math.floor(ms / DAY_MS);
    let offset = offsetByDay.get(day);
    if (offset === undefined) {
      const first = offsetMs(day * DAY_MS, timeZone);
      offset = first === offsetMs((day + 1) * DAY_MS - 1, timeZone) ? first : null;
      offsetByDay.set(day, offset);
    }
    if (offset !== null) {
      const localDay = Math.floor((ms + offset) / DAY_MS);
      let text = textByLocalDay.get(localDay);
      if (text === undefined) {
        text = new Date(localDay * DAY_MS).toISOString().slice(0, 10);
        textByLocalDay.set(localDay, text);
      }
      return text;
    }
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let text = byQuarter.get(quarter);
    if (text === undefined) {
      text = dateText(localDateOf(quarter * QUARTER_HOUR_MS, timeZone));
      byQuarter.set(quarter, text);
    }
    return text;
  };
}
