const MINUTE_MS = 60_000;

/** The daily reset's time of day in the trader's zone, 24-hour: '00:00'; null when unreadable. */
export function resetTimeText(resetsAt: string, timeZone: string): string | null {
  const instant = new Date(resetsAt);
  if (Number.isNaN(instant.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}

/** The time left until the reset, in whole minutes rounded down: 'in 3 h 12 min', 'now' once reached. */
export function countdownText(resetsAt: string, now: Date): string | null {
  const left = new Date(resetsAt).getTime() - now.getTime();
  if (Number.isNaN(left)) return null;
  if (left <= 0) return 'now';
  const minutes = Math.floor(left / MINUTE_MS);
  if (minutes === 0) return 'in less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `in ${rest} min`;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}

/** 'resets 00:00 · in 3 h 12 min'; null when the reset instant is unreadable. */
export function resetText(resetsAt: string, now: Date, timeZone: string): string | null {
  const time = resetTimeText(resetsAt, timeZone);
  const countdown = countdownText(resetsAt, now);
  return time && countdown ? `resets ${time} · ${countdown}` : null;
}
