import type { Kysely } from 'kysely';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { AffiliatesDb } from './db/types.ts';

/** What every affiliates route needs, passed in by app.ts. */
export interface AffiliatesContext {
  /** Runs commands: the database, the clock and the relay. */
  runtime: HandlerRuntime<AffiliatesDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<AffiliatesDb>;
  /** The trader app's address, for referral links. */
  publicAppUrl: string;
  /** Proves the client address a request carries came from the gateway. */
  internalToken: string;
  firmTimeZone: string;
}
