import type { Kysely } from 'kysely';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { SupportDb } from './db/types.ts';

/** What every support route, command and view needs, passed in by app.ts. */
export interface SupportContext {
  /** Runs commands: the database, the clock and the relay. */
  runtime: HandlerRuntime<SupportDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<SupportDb>;
}
