import { redisKeyPrefix } from '@prop/service-kit/config';
import { startJobs } from '@prop/service-kit/jobs';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { CalendarConfig } from '../config.ts';
import type { CalendarDb } from '../db/types.ts';
import { PULL_FEED_JOB, pullFeedJob } from './pull-feed-job.ts';

/**
 * Schedules the feed pull when a feed is configured (and nothing otherwise), and pulls once right
 * away so a fresh start does not wait up to a whole interval. Every replica may do this: there is
 * one schedule, and a doubled pull upserts the same rows.
 */
export async function startFeedJobs(deps: ServiceDeps<CalendarDb>, config: CalendarConfig) {
  const url = config.CALENDAR_FEED_URL;
  if (!url) {
    deps.log.info('no CALENDAR_FEED_URL: the calendar feed is not pulled; events come from imports');
    return null;
  }
  const job = pullFeedJob({
    runtime: deps.runtime,
    url,
    timeoutMs: config.CALENDAR_FEED_TIMEOUT_MS,
    log: deps.log,
    cron: config.CALENDAR_FEED_CRON,
  });
  const runner = await startJobs({
    redisUrl: config.REDIS_URL,
    queue: 'calendar',
    prefix: `${redisKeyPrefix(config.NAMESPACE)}bull`,
    jobs: [job],
    log: deps.log,
  });
  await runner.enqueue(PULL_FEED_JOB, {});
  return runner;
}
