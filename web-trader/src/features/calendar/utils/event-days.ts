import type { ListedEconomicEvent } from '@prop/contracts/calendar';

export type EventDay = {
  /** The calendar date in the reader's zone, YYYY-MM-DD. */
  date: string;
  events: ListedEconomicEvent[];
};

export type CalendarDays = {
  today: EventDay;
  upcoming: EventDay[];
};

const DAY_MS = 86_400_000;

/** The calendar date of an instant in a time zone, YYYY-MM-DD. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The date after a YYYY-MM-DD date. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Splits the events into today's and the upcoming days, judged in the reader's time zone and sorted
 * by time. Events of an earlier local day (the server's "today" starts in the firm's zone) are left out.
 */
export function eventDays(events: readonly ListedEconomicEvent[], now: Date, timeZone: string): CalendarDays {
  const todayDate = dateIn(now, timeZone);
  const today: EventDay = { date: todayDate, events: [] };
  const upcoming = new Map<string, EventDay>();
  const sorted = [...events].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const event of sorted) {
    const date = dateIn(new Date(event.time), timeZone);
    if (date < todayDate) continue;
    if (date === todayDate) {
      today.events.push(event);
      continue;
    }
    const day = upcoming.get(date) ?? { date, events: [] };
    day.events.push(event);
    upcoming.set(date, day);
  }
  return { today, upcoming: [...upcoming.values()] };
}
