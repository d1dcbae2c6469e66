import type { Kysely } from 'kysely';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { ProgramsDb } from './db/types.ts';

/** What every programs route needs, passed in by app.ts. */
export interface ProgramsContext {
  /** Runs commands: the database, the clock and the relay. */
  runtime: HandlerRuntime<ProgramsDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<ProgramsDb>;
}
