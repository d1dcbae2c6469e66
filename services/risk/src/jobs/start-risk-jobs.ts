import { redisKeyPrefix } from '@prop/service-kit/config';
import { startJobs } from '@prop/service-kit/jobs';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { RiskConfig } from '../config.ts';
import type { RiskDb } from '../db/types.ts';
import { dayStartJob } from './day-start-job.ts';
import { scheduledRulesJob } from './scheduled-rules-job.ts';
import type { ScheduledRules } from '../commands/check-scheduled-rules.ts';
import type { DayStartSnapshot } from '../commands/save-day-starts.ts';

/** Risk's scheduled work: the start-of-day snapshot and the rules time breaks. Every replica may register it; one schedule exists. */
export function startRiskJobs(
  deps: ServiceDeps<RiskDb>,
  config: RiskConfig,
  snapshot: DayStartSnapshot,
  scheduled: ScheduledRules,
) {
  return startJobs({
    redisUrl: config.REDIS_URL,
    queue: 'risk',
    prefix: `${redisKeyPrefix(config.NAMESPACE)}bull`,
    jobs: [dayStartJob({ ...snapshot, cron: config.RISK_DAY_START_CRON }), scheduledRulesJob(scheduled, deps.clock)],
    log: deps.log,
  });
}
