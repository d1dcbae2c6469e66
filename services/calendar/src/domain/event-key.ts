/**
 * The stable key of a feed event: currency, the calendar date as the feed writes it (the date part
 * of its ISO time, in the feed's own offset) and the title, normalised. A changed time of day or
 * new figures keep the key, so the row is updated, never duplicated.
 */
export function eventKey(row: { country: string; date: string; title: string }): string {
  const title = row.title.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${row.country.toUpperCase()}|${row.date.slice(0, 10)}|${title}`;
}

/**
 * Some events occur twice on one day under one title (a central banker speaking morning and
 * evening). They are told apart by their order in the day: the second gets `#2`, and so on.
 * The order is by time, then by position in the feed (the sort is stable), so a re-run gives
 * every event the same key. Returns the events ordered by time.
 */
export function withOccurrenceKeys<T extends { key: string; time: Date }>(events: readonly T[]): T[] {
  const seen = new Map<string, number>();
  return [...events]
    .sort((a, b) => a.time.getTime() - b.time.getTime())
    .map((event) => {
      const occurrence = (seen.get(event.key) ?? 0) + 1;
      seen.set(event.key, occurrence);
      return occurrence === 1 ? event : { ...event, key: `${event.key}#${occurrence}` };
    });
}
