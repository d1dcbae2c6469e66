import type { Kysely } from 'kysely';
import type { SupportDb } from './db/types.ts';

/** What every support route needs, passed in by app.ts. */
export interface SupportContext {
  db: Kysely<SupportDb>;
  /** Asks the outbox relay to publish now that a transaction with events has committed. */
  publishSoon: () => void;
}
