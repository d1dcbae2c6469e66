import type { warningRaised } from '@prop/contracts/events/risk';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { startJobs } from '@prop/service-kit/jobs';
import type { z } from 'zod';
import type { BrevoWork } from '../context.ts';
import {
  FORGET_CONTACT_JOB,
  marketingJobs,
  PUSH_CONTACT_JOB,
  RISK_WARNING_JOB,
  riskWarningPayload,
  STAFF_REPLY_JOB,
  SYNC_JOB,
} from './marketing-jobs.ts';

/** A long sync takes one slot; contact pushes and emails keep flowing in the others. */
const CONCURRENCY = 4;
/**
 * Pushes are enqueued inside their event's transaction; starting them a moment later lets that
 * commit land first, so the push rarely needs its retry (which still covers a slow commit).
 */
const PUSH_AFTER_COMMIT_MS = 250;

/**
 * The queue of Brevo work. Job ids are deterministic (BullMQ adds a job whose id exists only
 * once), so a redelivered event or a second sync request never doubles the work.
 */
export async function startMarketingJobs(work: BrevoWork, options: { redisUrl: string; namespace: string }) {
  const runner = await startJobs({
    redisUrl: options.redisUrl,
    queue: 'marketing',
    prefix: `${redisKeyPrefix(options.namespace)}bull`,
    jobs: marketingJobs(work),
    log: work.log,
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
    pushContact: async (userId: string, options: { addToList: boolean; changedAt: string }, eventId: string) => {
      await runner.enqueue(PUSH_CONTACT_JOB, { userId, ...options }, `push-${eventId}`, PUSH_AFTER_COMMIT_MS);
    },
    forgetContact: async (userId: string, eventId: string) => {
      await runner.enqueue(FORGET_CONTACT_JOB, { userId }, `forget-${eventId}`);
    },
    emailStaffReply: async (userId: string, replyId: string) => {
      await runner.enqueue(STAFF_REPLY_JOB, { userId }, `staff-reply-${replyId}`);
    },
    /** Keyed like risk's own once-per-level-per-day rule, so a warning raised again sends nothing new. */
    emailRiskWarning: async (warning: z.output<typeof warningRaised.data>) => {
      const jobId = `risk-warning-${warning.accountId}-${warning.rule}-${warning.level}-${warning.tradingDay}`;
      await runner.enqueue(RISK_WARNING_JOB, riskWarningPayload.parse(warning), jobId);
    },
    close: () => runner.close(),
  };
}
export type MarketingJobs = Awaited<ReturnType<typeof startMarketingJobs>>;
