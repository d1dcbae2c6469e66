import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { type CalendarImportResult, calendarFeedRowSchema } from '@prop/contracts/calendar';
import { z } from 'zod';
import { hasRealEventsFrom } from '../db/economic-events.ts';
import type { CalendarDb } from '../db/types.ts';
import { sampleWeeks } from '../domain/sample-week.ts';
import { localDateIn, startOfDayIn } from '../domain/start-of-day.ts';
import { importFeed } from './import-feed.ts';

export const SAMPLE_WEEK_FILE = new URL('../../sample/week.json', import.meta.url);

/** The demo's sample week, in the feed format: every row must be a valid event. */
export async function readSampleWeek() {
  return z.array(calendarFeedRowSchema).parse(JSON.parse(await readFile(SAMPLE_WEEK_FILE, 'utf8')));
}

/**
 * Loads the sample week onto this week and the next (judged in the firm's zone), marked as sample
 * data; a re-run in the same week never duplicates. When real events (feed or import) are already
 * stored from today on, nothing is loaded: sample data must not mix with them. Returns null then.
 */
export async function seedSampleWeeks(
  db: Kysely<CalendarDb>,
  timeZone: string,
  now: Date,
): Promise<CalendarImportResult | null> {
  if (await hasRealEventsFrom(db, startOfDayIn(timeZone, now))) return null;
  const rows = sampleWeeks(await readSampleWeek(), { today: localDateIn(timeZone, now), now, weeks: 2 });
  return importFeed(db, rows, 'sample');
}
