import type { Kysely } from 'kysely';
import type { Clock } from '@prop/service-kit/clock';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { CalendarDb } from './db/types.ts';

/** What every calendar route needs, passed in by app.ts. */
export interface CalendarContext {
  /** Runs commands: the database, the clock and the relay. */
  runtime: HandlerRuntime<CalendarDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<CalendarDb>;
  clock: Clock;
  /** "Today" is judged in this zone. */
  timeZone: string;
}
