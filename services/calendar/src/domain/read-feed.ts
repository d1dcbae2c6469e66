import { calendarFeedRowSchema } from '@prop/contracts/calendar';
import type { EventSource, NewEconomicEvent } from '../db/types.ts';
import { eventKey, withOccurrenceKeys } from './event-key.ts';
import { currencyAndCountry, importanceOf } from './feed-mapping.ts';

export interface ReadFeed {
  events: NewEconomicEvent[];
  /** Rows that are not calendar events (missing title, unknown impact, a date without offset, …). */
  skipped: number;
}

/**
 * Turns the rows of a weekly JSON calendar feed into events to store. A bad row is skipped and
 * counted, not fatal: one odd row must not hold back a week of good ones. (A feed that is not an
 * array at all, or has no good row, is refused by the caller, and nothing is stored.)
 */
export function readFeed(rows: readonly unknown[], source: EventSource): ReadFeed {
  const events: (NewEconomicEvent & { time: Date })[] = [];
  let skipped = 0;
  for (const raw of rows) {
    const parsed = calendarFeedRowSchema.safeParse(raw);
    if (!parsed.success) {
      skipped += 1;
      continue;
    }
    const row = parsed.data;
    events.push({
      key: eventKey(row),
      time: new Date(row.date),
      importance: importanceOf(row.impact),
      ...currencyAndCountry(row.country),
      title: row.title,
      previous: row.previous,
      forecast: row.forecast,
      actual: row.actual ?? null,
      source,
    });
  }
  return { events: withOccurrenceKeys(events), skipped };
}
