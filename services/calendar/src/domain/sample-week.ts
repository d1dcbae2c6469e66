import type { CalendarFeedRow } from '@prop/contracts/calendar';
import type { LocalDate } from '@prop/service-kit/time-zone';

const DAY_MS = 86_400_000;

/** The Sunday on or before a calendar date given as midnight UTC: feed weeks run Sunday to Saturday. */
function sundayOnOrBefore(date: Date): number {
  return date.getTime() - date.getUTCDay() * DAY_MS;
}

/** A calendar date as midnight UTC of that date. */
const asUtcMidnight = ({ year, month, day }: LocalDate) => new Date(Date.UTC(year, month - 1, day));

/** The date part of a feed time, as midnight UTC. */
const writtenDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** Moves a feed time by whole days, keeping its time of day and offset as written. */
export function shiftFeedDate(iso: string, days: number): string {
  const shifted = new Date(writtenDate(iso).getTime() + days * DAY_MS);
  return shifted.toISOString().slice(0, 10) + iso.slice(10);
}

export interface SampleWeekOptions {
  /** Today's calendar date in the firm's zone. */
  today: LocalDate;
  now: Date;
  /** How many consecutive weeks to fill, starting with the current one. */
  weeks: number;
}

/**
 * The sample week laid onto the current week (and the ones after), weekday for weekday, so the demo
 * always has today's and upcoming events. An event still to come has no actual figure yet.
 */
export function sampleWeeks(rows: readonly CalendarFeedRow[], options: SampleWeekOptions): CalendarFeedRow[] {
  if (rows.length === 0) return [];
  const sampleStart = Math.min(...rows.map((row) => sundayOnOrBefore(writtenDate(row.date))));
  const offsetDays = Math.round((sundayOnOrBefore(asUtcMidnight(options.today)) - sampleStart) / DAY_MS);
  return Array.from({ length: options.weeks }, (_, week) =>
    rows.map((row) => {
      const date = shiftFeedDate(row.date, offsetDays + week * 7);
      const past = Date.parse(date) <= options.now.getTime();
      return { ...row, date, actual: past ? (row.actual ?? null) : null };
    }),
  ).flat();
}
