import { readFile } from 'node:fs/promises';
import { calendarFeedRowSchema } from '@prop/contracts/calendar';
import { z } from 'zod';

export const SAMPLE_WEEK_FILE = new URL('../../sample/week.json', import.meta.url);

/** The demo's sample week, in the feed format: every row must be a valid event. */
export async function readSampleWeek() {
  return z.array(calendarFeedRowSchema).parse(JSON.parse(await readFile(SAMPLE_WEEK_FILE, 'utf8')));
}
