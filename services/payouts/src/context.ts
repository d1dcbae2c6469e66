import type { Kysely } from 'kysely';
import type { SnapshotSource } from './accounts/snapshot-client.ts';
import type { Clock } from './clock.ts';
import type { PayoutsDb } from './db/types.ts';
import type { Cents } from './domain/money.ts';

/** What every payouts route needs, passed in by app.ts. */
export interface PayoutsContext {
  db: Kysely<PayoutsDb>;
  /** Asks the outbox relay to publish now that a transaction with events has committed. */
  publishSoon: () => void;
  /** The firm's clock: decides the withdrawal day and stamps requests and decisions (faked in tests only). */
  clock: Clock;
  /** The real time, to judge how old MT5 figures are (they are stamped in real time). */
  realClock: Clock;
  /** The zone in which "Saturday" is judged. */
  timeZone: string;
  snapshots: SnapshotSource;
  snapshotMaxAgeMs: number;
  /** Approving a request paying out more than this takes two different admins. */
  secondApprovalAbove: Cents;
}
