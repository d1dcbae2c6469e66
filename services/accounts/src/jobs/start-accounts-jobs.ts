import { redisKeyPrefix } from '@prop/service-kit/config';
import { startJobs } from '@prop/service-kit/jobs';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { AccountsConfig } from '../config.ts';
import type { AccountsDb } from '../db/types.ts';
import { compactEquityHistoryJob } from './compact-equity-history.ts';

/** Accounts' scheduled work: folding old equity minutes into hours. Every replica may register it; one schedule exists. */
export function startAccountsJobs(deps: ServiceDeps<AccountsDb>, config: AccountsConfig) {
  return startJobs({
    redisUrl: config.REDIS_URL,
    queue: 'accounts',
    prefix: `${redisKeyPrefix(config.NAMESPACE)}bull`,
    jobs: [compactEquityHistoryJob({ runtime: deps.runtime, clock: deps.clock })],
    log: deps.log,
  });
}
