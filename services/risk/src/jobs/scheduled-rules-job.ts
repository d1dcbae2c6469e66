import { defineJob } from '@prop/service-kit/jobs';
import type { Clock } from '@prop/service-kit/clock';
import { z } from 'zod';
import type { ScheduledAnnouncer } from '../partitions/scheduled-work.ts';

export const SCHEDULED_RULES_JOB = 'risk.scheduled-rules';

/**
 * Judges the rules time breaks (weekend holding, inactivity, the phase's length) every minute:
 * a Friday close or a limit passing is recorded within a minute, and a missed run is made up by
 * the next. Idempotent: each period's verdict is recorded once. Each replica judges its own
 * partitions' accounts (partitions/scheduled-work.ts).
 */
export function scheduledRulesJob(announce: ScheduledAnnouncer, clock: Clock) {
  return defineJob({
    id: SCHEDULED_RULES_JOB,
    payload: z.object({}),
    cron: '* * * * *',
    handle: async () => announce.rules(clock.now()),
  });
}
