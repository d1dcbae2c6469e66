/** The wall-clock reading of an instant in a zone, as if that reading were UTC. */
function wallClockAsUtc(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(timeZone: string, instant: Date): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return wallClockAsUtc(timeZone, whole) - whole.getTime();
}

/** The local calendar date of an instant in a zone, as midnight UTC of that date. */
export function localDateIn(timeZone: string, now: Date): Date {
  const wall = new Date(wallClockAsUtc(timeZone, now));
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/**
 * The instant today began in a zone ("today" is judged in the firm's zone). The zone's offset is
 * read at midnight itself, so a day that changes to or from summer time starts at the right hour.
 */
export function startOfDayIn(timeZone: string, now: Date): Date {
  const midnightAsUtc = localDateIn(timeZone, now).getTime();
  const firstGuess = midnightAsUtc - offsetAt(timeZone, new Date(midnightAsUtc));
  return new Date(midnightAsUtc - offsetAt(timeZone, new Date(firstGuess)));
}
