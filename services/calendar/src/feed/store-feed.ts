import { CALENDAR_MESSAGES, type CalendarImportResult } from '@prop/contracts/calendar';
import type { CommandScope } from '@prop/service-kit/command';
import { badRequest } from '@prop/service-kit/errors';
import { upsertEvents } from '../db/economic-events.ts';
import type { CalendarDb, EventSource } from '../db/types.ts';
import { readFeed } from '../domain/read-feed.ts';
import { announceSchedule } from './announce-schedule.ts';

/**
 * Stores the good rows of one feed in the command's transaction: all of them or, on any failure,
 * none. A non-empty feed without a single good row is refused: it is the wrong file or a changed
 * format, and saying "0 imported" would hide that. When the stored calendar changed, the
 * high-impact schedule of the span the feed covers is announced in the same transaction; a feed
 * that changed nothing (most scheduled pulls) announces nothing, as its schedule is already known.
 */
export async function storeFeed(
  scope: CommandScope<CalendarDb>,
  rows: readonly unknown[],
  source: EventSource,
): Promise<CalendarImportResult> {
  const { events, skipped } = readFeed(rows, source);
  if (rows.length > 0 && events.length === 0) throw badRequest(CALENDAR_MESSAGES.noValidRows);
  const counts = await upsertEvents(scope.trx, events);
  if (counts.inserted + counts.updated > 0) {
    const times = events.map((event) => new Date(event.time).getTime());
    await announceSchedule(scope, { from: new Date(Math.min(...times)), to: new Date(Math.max(...times)) });
  }
  return { imported: counts.inserted, updated: counts.updated, unchanged: counts.unchanged, skipped };
}
