import { redisKeyPrefix } from '@prop/service-kit/config';
import { startJobs } from '@prop/service-kit/jobs';
import type { BrevoWork, EmailWork } from '../context.ts';
import type { EmailRequest } from '../email/email-request.ts';
import {
  FORGET_CONTACT_JOB,
  marketingJobs,
  PUSH_CONTACT_JOB,
  SEND_EMAIL_JOB,
  SYNC_JOB,
  WITHDRAW_CONTACT_JOB,
} from './marketing-jobs.ts';

/** A long sync takes one slot; contact pushes and e-mails keep flowing in the others. */
const CONCURRENCY = 4;
/**
 * Pushes are enqueued inside their event's transaction; starting them a moment later lets that
 * commit land first, so the push rarely needs its retry (which still covers a slow commit).
 */
const PUSH_AFTER_COMMIT_MS = 250;
/** An e-mail outlives a mail server's bad quarter of an hour: 1 s, 2 s, … about 17 minutes in all. */
const EMAIL_ATTEMPTS = 11;

/**
 * The queue of e-mails and Brevo work. Job ids are deterministic (BullMQ adds a job whose id exists
 * only once), so a redelivered event or a second sync request never doubles the work.
 */
export async function startMarketingJobs(
  work: { brevo: BrevoWork | null; email: EmailWork },
  options: { redisUrl: string; namespace: string },
) {
  const runner = await startJobs({
    redisUrl: options.redisUrl,
    queue: 'marketing',
    prefix: `${redisKeyPrefix(options.namespace)}bull`,
    jobs: marketingJobs(work),
    log: work.email.log,
    concurrency: CONCURRENCY,
  });
  return {
    /** Runs a sync's job: adds it, or retries it if it gave up (a joined sync must not stay stuck). */
    async runSync(syncId: string): Promise<void> {
      const jobId = `sync-${syncId}`;
      const existing = await runner.queue.getJob(jobId);
      if (!existing) await runner.enqueue(SYNC_JOB, { syncId }, jobId);
      else if (await existing.isFailed()) await existing.retry();
    },
    pushContact: async (
      userId: string,
      options: { addToList: boolean; changedAt: string; consentAt?: string },
      eventId: string,
    ) => {
      await runner.enqueue(PUSH_CONTACT_JOB, { userId, ...options }, `push-${eventId}`, PUSH_AFTER_COMMIT_MS);
    },
    forgetContact: async (userId: string, eventId: string) => {
      await runner.enqueue(FORGET_CONTACT_JOB, { userId }, `forget-${eventId}`);
    },
    withdrawContact: async (userId: string, consentAt: string, eventId: string) => {
      await runner.enqueue(WITHDRAW_CONTACT_JOB, { userId, consentAt }, `withdraw-${eventId}`, PUSH_AFTER_COMMIT_MS);
    },
    /**
     * One e-mail, by its key: the same key twice is one job, hence one e-mail. A finished job leaves
     * Redis after a minute, taking any link's token with it; `sent_emails` then stops a late duplicate.
     */
    sendEmail: async (request: EmailRequest) => {
      await runner.queue.add(SEND_EMAIL_JOB, request, {
        jobId: request.key,
        attempts: EMAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 60 },
      });
    },
    close: () => runner.close(),
  };
}
export type MarketingJobs = Awaited<ReturnType<typeof startMarketingJobs>>;
