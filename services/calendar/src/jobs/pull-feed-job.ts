import { defineJob } from '@prop/service-kit/jobs';
import { z } from 'zod';
import { type PullFeedOptions, pullFeed } from '../feed/pull-feed.ts';

export const PULL_FEED_JOB = 'calendar.pull-feed';

/**
 * Pulls the feed on the configured cron. The payload is empty: the address stays in the config,
 * out of Redis (a feed URL may carry a token). Idempotent: a re-run upserts the same keys.
 */
export function pullFeedJob(options: PullFeedOptions & { cron: string }) {
  return defineJob({
    id: PULL_FEED_JOB,
    payload: z.object({}),
    cron: options.cron,
    handle: () => pullFeed(options),
  });
}
