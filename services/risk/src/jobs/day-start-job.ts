import { defineJob } from '@prop/service-kit/jobs';
import { z } from 'zod';
import type { ScheduledAnnouncer } from '../partitions/scheduled-work.ts';

export const DAY_START_JOB = 'risk.day-start';

/**
 * Snapshots the start-of-day values on a cron (every minute by default). Every minute rather than
 * once at the reset: BullMQ's cron runs in the server's zone while the reset is in the firm's, and
 * a missed run (Redis away, a deploy) is made up a minute later. Idempotent: a day is stored once.
 * Each replica snapshots its own partitions' accounts (partitions/scheduled-work.ts).
 */
export function dayStartJob(announce: ScheduledAnnouncer, cron: string) {
  return defineJob({
    id: DAY_START_JOB,
    payload: z.object({}),
    cron,
    handle: async () => announce.dayStarts(),
  });
}
