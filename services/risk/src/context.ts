import type { Kysely } from 'kysely';
import type { Clock } from '@prop/service-kit/clock';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { BreachRecorder } from './breaches/breach-recorder.ts';
import type { RiskDb } from './db/types.ts';
import type { RiskBook } from './state/risk-book.ts';
import type { OwnerLosses } from './partitions/owner-losses.ts';
import type { RiskOwnerViews } from './partitions/trader-views.ts';

/** What every risk route, command and event handler needs, passed in by app.ts. */
export interface RiskContext {
  /** Runs commands and event handlers: the database, the clock, the relay and the broker. */
  runtime: HandlerRuntime<RiskDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<RiskDb>;
  clock: Clock;
  /** Every linked account's live risk state. */
  book: RiskBook;
  recorder: BreachRecorder;
  /** A trader's views, answered by the replica holding their account (partitions/owner-views.ts). */
  owner: RiskOwnerViews;
  /** Many accounts' live losses, from whichever replicas hold them (partitions/owner-losses.ts). */
  losses: OwnerLosses;
  /** The firm's zone (FIRM_TIME_ZONE): trading days are dates there. */
  firmTimeZone: string;
}
