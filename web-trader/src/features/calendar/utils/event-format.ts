import type { Importance } from '@prop/contracts/calendar';
import type { BadgeTone } from '@prop/ui/badge';
import { nextDate } from './event-days.ts';

export const IMPORTANCE_VIEW: Record<Importance, { label: string; tone: BadgeTone }> = {
  HIGH: { label: 'High', tone: 'danger' },
  MEDIUM: { label: 'Medium', tone: 'warning' },
  LOW: { label: 'Low', tone: 'neutral' },
};

/** A figure the feed has not given (yet). */
export const NO_FIGURE = '—';

export const formatFigure = (value: string | null) => value ?? NO_FIGURE;

/** The event's time of day in the reader's zone, 24-hour: '14:30'. */
export function formatEventTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** A day's heading: 'Tomorrow · Wednesday 26 November', or just the date further ahead. */
export function dayHeading(date: string, todayDate: string): string {
  const written = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T00:00:00Z`));
  return date === nextDate(todayDate) ? `Tomorrow · ${written}` : written;
}
