import type { Kysely } from 'kysely';
import { type Actor, systemActor } from '@prop/service-kit/actor';
import type { CommandRuntime } from '@prop/service-kit/command';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { BrevoClient } from './brevo/brevo-client.ts';
import type { MarketingDb } from './db/types.ts';
import type { Mailer } from './email/mailer.ts';
import type { MarketingJobs } from './jobs/start-marketing-jobs.ts';

/** Brevo as configured: the client, the firm's list and how a sync imports contacts. */
export interface BrevoSetup {
  client: BrevoClient;
  listId: number;
  sync: {
    /** Contacts per import. */
    batchSize: number;
    /** Pause between two reads of an import's process. */
    pollMs: number;
    /** Longest wait for one import's process to complete. */
    maxWaitMs: number;
  };
  /** The sender of Brevo's transactional mail; null: e-mail does not go through Brevo. */
  sender: { email: string; name: string } | null;
}

/** What every piece of Brevo work (a route, a job) needs. */
export interface BrevoWork {
  /** For reads; the work's own bookkeeping is written through `runCommand(runtime, …)`. */
  db: Kysely<MarketingDb>;
  /** Runs the work's writes, with the one clock. */
  runtime: CommandRuntime<MarketingDb>;
  brevo: BrevoSetup;
  log: ServiceDeps<MarketingDb>['log'];
}

/** What sending e-mail needs: where it goes out, where the links point, and the record of what went. */
export interface EmailWork {
  db: Kysely<MarketingDb>;
  runtime: CommandRuntime<MarketingDb>;
  mailer: Mailer;
  /** The gateway's public address, for every link, without a trailing slash. */
  appUrl: string;
  log: ServiceDeps<MarketingDb>['log'];
}

/** Who records the e-mails sent. */
export const EMAIL_WORKER: Actor = systemActor('marketing-email');

/** Who records the outcome of work done with Brevo (a push, a sync): the service itself. */
export const BREVO_WORKER: Actor = systemActor('marketing-brevo');

/** What every marketing route and command needs, passed in by app.ts. */
export interface MarketingContext {
  /** Runs commands: the database, the clock and the relay. */
  runtime: HandlerRuntime<MarketingDb>;
  /** For reads; every write of a route goes through `runCommand(runtime, …)`. */
  db: Kysely<MarketingDb>;
  /** null without BREVO_API_KEY: email marketing is 'Not Configured' and nothing is sent to Brevo. */
  brevo: { work: BrevoWork; jobs: MarketingJobs } | null;
  /** The queue of e-mails and Brevo work, there whether Brevo is configured or not. */
  jobs: MarketingJobs;
}
