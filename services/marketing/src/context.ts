import type { Kysely } from 'kysely';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { BrevoClient } from './brevo/brevo-client.ts';
import type { MarketingDb } from './db/types.ts';
import type { MarketingJobs } from './jobs/start-marketing-jobs.ts';

/** Brevo as configured: the client, the firm's list and how fast contacts may be pushed. */
export interface BrevoSetup {
  client: BrevoClient;
  listId: number;
  contactsPerSecond: number;
  /** The sender of transactional mail; null: no staff-reply email is sent. */
  sender: { email: string; name: string } | null;
  appUrl: string | undefined;
}

/** What every piece of Brevo work (a route, a job) needs. */
export interface BrevoWork {
  db: Kysely<MarketingDb>;
  brevo: BrevoSetup;
  log: ServiceDeps<MarketingDb>['log'];
  now: () => Date;
}

/** What every marketing route needs, passed in by app.ts. */
export interface MarketingContext {
  db: Kysely<MarketingDb>;
  /** Asks the outbox relay to publish now that a transaction with events has committed. */
  publishSoon: () => void;
  /** null without BREVO_API_KEY: the spec's 'Not Configured' state, in which nothing is sent. */
  brevo: { work: BrevoWork; jobs: MarketingJobs } | null;
}
