/** An inclusive range of the firm's local dates, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** A local date as a count of days, plain calendar arithmetic (no zone: the date is already local). */
function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

export function shiftDay(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** The range a dashboard opens on: the 30 days up to today. */
export function defaultRange(today: string, query: Partial<DayRange>): DayRange {
  const to = query.to ?? today;
  return { from: query.from ?? shiftDay(to, -29), to };
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let number = dayNumber(range.from); number <= dayNumber(range.to); number += 1) days.push(dayOfNumber(number));
  return days;
}

/** The ISO week a day belongs to, named by its Monday. */
export function weekOf(day: string): string {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is three days after a Monday.
  const sinceMonday = (((number + 3) % 7) + 7) % 7;
  return dayOfNumber(number - sinceMonday);
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Longest range one request may ask for: two years of days. */
export const MAX_RANGE_DAYS = 731;

export function rangeLength(range: DayRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}
