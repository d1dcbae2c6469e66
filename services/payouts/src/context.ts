import type { Kysely } from 'kysely';
import type { Money } from '@prop/contracts/money';
import type { Clock } from '@prop/service-kit/clock';
import type { EmailVerifiedCheck } from '@prop/service-kit/email-verified';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { SnapshotSource } from './accounts/snapshot-client.ts';
import type { PayoutsDb } from './db/types.ts';
import type { PayoutConditionsSource } from './risk/payout-conditions-client.ts';

/** What every payouts route, command and view needs, passed in by app.ts. */
export interface PayoutsContext {
  /** Runs commands: the database, the clock (`FAKE_NOW` in tests) and the relay. */
  runtime: HandlerRuntime<PayoutsDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<PayoutsDb>;
  /** The firm's clock: decides the withdrawal day and stamps requests and decisions (faked in tests only). */
  clock: Clock;
  /** The real time, to judge how old MT5 figures are (accounts stamps them in real time). */
  realClock: Clock;
  /** The zone in which "Saturday" is judged. */
  timeZone: string;
  snapshots: SnapshotSource;
  /** The conditions of the trader's rule pack, judged by risk. */
  payoutConditions: PayoutConditionsSource;
  /** Whether the trader verified their e-mail address, asked of identity: a withdrawal needs it. */
  emailVerified: EmailVerifiedCheck;
  snapshotMaxAgeMs: number;
  /** Approving a request paying out more than this takes two different admins. */
  secondApprovalAbove: Money;
}
