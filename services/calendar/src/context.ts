import type { Kysely } from 'kysely';
import type { CalendarDb } from './db/types.ts';

/** What every calendar route needs, passed in by app.ts. */
export interface CalendarContext {
  db: Kysely<CalendarDb>;
  /** "Today" is judged in this zone. */
  timeZone: string;
  now: () => Date;
}
