import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { EmailVerifiedCheck } from '@prop/service-kit/email-verified';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { BillingDb } from './db/types.ts';
import type { BankAccount } from './domain/purchase-view.ts';
import type { CardPayments } from './payments/card-payments.ts';
import type { Firm } from './receipts/firm.ts';

/** What every billing route, command and view needs, passed in by app.ts. */
export interface BillingContext {
  /** Runs commands: the database, the clock and the relay. */
  runtime: HandlerRuntime<BillingDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<BillingDb>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  bankAccount: BankAccount;
  /** Null when Stripe is not configured: bank transfer with admin approval only. */
  card: CardPayments | null;
  /** Whether the trader verified their e-mail address, asked of identity: paying by card needs it. */
  emailVerified: EmailVerifiedCheck;
  /** The trader app's address, where Stripe Checkout returns the trader. */
  publicAppUrl: string;
  /** The seller receipts name, and the VAT prices include. */
  firm: Firm;
}
