const utcFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
});

// No timeZone: the admin's own zone, named so the two readings cannot be confused.
const localFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

const timeOfDayFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function readable(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '3 Mar 2025, 14:05:07 UTC' — to the second, since evidence is kept per second; '—' when unreadable. */
export function formatUtc(value: string): string {
  const date = readable(value);
  return date ? `${utcFormat.format(date)} UTC` : '—';
}

/** The same instant in the browser's time zone, with the zone's short name. */
export function formatLocal(value: string): string {
  const date = readable(value);
  return date ? localFormat.format(date) : '—';
}

/** '14:05:07' in the browser's zone, for the chart's time axis and tooltip. */
export function formatTimeOfDay(at: number): string {
  return timeOfDayFormat.format(at);
}
