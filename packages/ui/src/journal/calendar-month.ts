/** A month of the calendar, 'YYYY-MM', and its days as 'YYYY-MM-DD'; the arithmetic is on UTC dates, so no zone moves a day. */

const pad = (value: number) => String(value).padStart(2, '0');

function parts(month: string): { year: number; month: number } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { year, month: number };
}

/** The month `delta` months after (or before) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const { year, month: number } = parts(month);
  const shifted = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`;
}

/** The month a date is in. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Today in the viewer's zone, 'YYYY-MM-DD'. */
export function localDateText(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** Every date of the month, in order. */
export function datesOf(month: string): string[] {
  const { year, month: number } = parts(month);
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => `${month}-${pad(index + 1)}`);
}

/** How many empty cells come before the 1st in a week that starts on Monday. */
export function leadingBlanks(month: string): number {
  const { year, month: number } = parts(month);
  return (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
}

const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayShort = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'July 2025'. */
export function monthName(month: string): string {
  return monthTitle.format(utc(`${month}-01`));
}

/** 'Monday 14 July'. */
export function dayName(date: string): string {
  return dayTitle.format(utc(date)).replace(',', '');
}

/** 'Mon 14 Jul'. */
export function dayShortName(date: string): string {
  return dayShort.format(utc(date)).replace(',', '');
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
