import type { Kysely } from 'kysely';
import type { BreachRecorder } from './breaches/breach-recorder.ts';
import type { RiskDb } from './db/types.ts';
import type { RiskBook } from './state/risk-book.ts';

/** What every risk route and event handler needs, passed in by app.ts. */
export interface RiskContext {
  db: Kysely<RiskDb>;
  /** Every linked account's live risk state. */
  book: RiskBook;
  recorder: BreachRecorder;
  /** Asks the outbox relay to publish now that a transaction with events has committed. */
  publishSoon: () => void;
}
