import type { Kysely } from 'kysely';
import type { CalendarImportResult } from '@prop/contracts/calendar';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { CalendarDb } from '../db/types.ts';
import { feedLabel, fetchFeed } from './fetch-feed.ts';
import { importFeed } from './import-feed.ts';

export interface PullFeedOptions {
  db: Kysely<CalendarDb>;
  url: string;
  timeoutMs: number;
  log: Pick<ServiceDeps<CalendarDb>['log'], 'info' | 'warn'>;
}

/**
 * One pull of the configured feed into the table. Any failure (unreachable, bad status, not the
 * format, no good row, database error) is logged and thrown, so the job is retried with backoff;
 * the import is one transaction, so the stored events stay as they were.
 */
export async function pullFeed({ db, url, timeoutMs, log }: PullFeedOptions): Promise<CalendarImportResult> {
  const feed = feedLabel(url);
  try {
    const result = await importFeed(db, await fetchFeed(url, timeoutMs), 'feed');
    if (result.skipped > 0) log.warn({ feed, ...result }, 'calendar feed had rows that are not events; skipped');
    else log.info({ feed, ...result }, 'calendar feed imported');
    return result;
  } catch (error) {
    log.warn({ feed, err: error }, 'calendar feed not imported; stored events unchanged');
    throw error;
  }
}
