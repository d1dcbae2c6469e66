import { redisKeyPrefix } from '@prop/service-kit/config';
import { startJobs } from '@prop/service-kit/jobs';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { RiskConfig } from '../config.ts';
import type { RiskDb } from '../db/types.ts';
import type { ScheduledAnnouncer } from '../partitions/scheduled-work.ts';
import { dayStartJob } from './day-start-job.ts';
import { scheduledRulesJob } from './scheduled-rules-job.ts';

/** Risk's scheduled work: the start-of-day snapshot and the rules time breaks. Every replica may register it; one schedule exists. */
export function startRiskJobs(deps: ServiceDeps<RiskDb>, config: RiskConfig, announce: ScheduledAnnouncer) {
  return startJobs({
    redisUrl: config.REDIS_URL,
    queue: 'risk',
    prefix: `${redisKeyPrefix(config.NAMESPACE)}bull`,
    jobs: [dayStartJob(announce, config.RISK_DAY_START_CRON), scheduledRulesJob(announce, deps.clock)],
    log: deps.log,
  });
}
