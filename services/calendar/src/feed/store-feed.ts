import type { Transaction } from 'kysely';
import { CALENDAR_MESSAGES, type CalendarImportResult } from '@prop/contracts/calendar';
import { badRequest } from '@prop/service-kit/errors';
import { upsertEvents } from '../db/economic-events.ts';
import type { CalendarDb, EventSource } from '../db/types.ts';
import { readFeed } from '../domain/read-feed.ts';

/**
 * Stores the good rows of one feed in the command's transaction: all of them or, on any failure,
 * none. A non-empty feed without a single good row is refused: it is the wrong file or a changed
 * format, and saying "0 imported" would hide that.
 */
export async function storeFeed(
  trx: Transaction<CalendarDb>,
  rows: readonly unknown[],
  source: EventSource,
): Promise<CalendarImportResult> {
  const { events, skipped } = readFeed(rows, source);
  if (rows.length > 0 && events.length === 0) throw badRequest(CALENDAR_MESSAGES.noValidRows);
  const counts = await upsertEvents(trx, events);
  return { imported: counts.inserted, updated: counts.updated, unchanged: counts.unchanged, skipped };
}
