import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillingDb } from './db/types.ts';
import type { BankAccount } from './domain/purchase-view.ts';
import type { CardPayments } from './payments/card-payments.ts';

/** What every billing route needs, passed in by app.ts. */
export interface BillingContext {
  db: Kysely<BillingDb>;
  /** Asks the outbox relay to publish now that a transaction with events has committed. */
  publishSoon: () => void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  bankAccount: BankAccount;
  /** Null when Stripe is not configured: bank transfer with admin approval only. */
  card: CardPayments | null;
  /** The trader app's address, where Stripe Checkout returns the trader. */
  publicAppUrl: string;
}
