import type { CalendarImportResult } from '@prop/contracts/calendar';
import { systemActor } from '@prop/service-kit/actor';
import type { CommandRuntime } from '@prop/service-kit/command';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { CalendarDb } from '../db/types.ts';
import { feedLabel, fetchFeed } from './fetch-feed.ts';
import { importFeed } from '../commands/import-feed.ts';

export interface PullFeedOptions {
  runtime: CommandRuntime<CalendarDb>;
  url: string;
  timeoutMs: number;
  log: Pick<ServiceDeps<CalendarDb>['log'], 'info' | 'warn'>;
}

/** Who stores what the scheduled pull fetched. */
const FEED_PULL = systemActor('calendar-feed-pull');

/**
 * One pull of the configured feed into the table. Any failure (unreachable, bad status, not the
 * format, no good row, database error) is logged and thrown, so the job is retried with backoff;
 * the import is one transaction, so the stored events stay as they were.
 */
export async function pullFeed({ runtime, url, timeoutMs, log }: PullFeedOptions): Promise<CalendarImportResult> {
  const feed = feedLabel(url);
  try {
    const result = await importFeed(runtime, FEED_PULL, await fetchFeed(url, timeoutMs), 'feed');
    if (result.skipped > 0) log.warn({ feed, ...result }, 'calendar feed had rows that are not events; skipped');
    else log.info({ feed, ...result }, 'calendar feed imported');
    return result;
  } catch (error) {
    log.warn({ feed, err: error }, 'calendar feed not imported; stored events unchanged');
    throw error;
  }
}
