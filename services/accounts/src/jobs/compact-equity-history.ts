import { systemActor } from '@prop/service-kit/actor';
import type { Clock } from '@prop/service-kit/clock';
import { runCommand } from '@prop/service-kit/command';
import { defineJob } from '@prop/service-kit/jobs';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import { z } from 'zod';
import { compactMinuteBuckets } from '../db/equity-buckets.ts';
import type { AccountsDb } from '../db/types.ts';
import { bucketStartOf, MINUTE_BUCKETS_KEPT_MS } from '../domain/trading/equity-buckets.ts';

const COMPACTOR = systemActor('accounts-equity-compactor');

/**
 * Hourly: the minute buckets of whole hours older than a week become hour buckets (low and high
 * kept). Idempotent: a second run in the same hour finds nothing to fold.
 */
export function compactEquityHistoryJob(options: { runtime: HandlerRuntime<AccountsDb>; clock: Clock }) {
  return defineJob({
    id: 'compact-equity-history',
    payload: z.object({}),
    cron: '41 * * * *',
    handle: () => {
      const before = bucketStartOf(new Date(options.clock.now().getTime() - MINUTE_BUCKETS_KEPT_MS), 'hour', 'UTC');
      return runCommand(options.runtime, COMPACTOR, ({ trx }) => compactMinuteBuckets(trx, before));
    },
  });
}
