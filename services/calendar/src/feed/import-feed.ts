import type { Kysely, Transaction } from 'kysely';
import { CALENDAR_MESSAGES, type CalendarImportResult } from '@prop/contracts/calendar';
import { badRequest } from '@prop/service-kit/errors';
import { upsertEvents } from '../db/economic-events.ts';
import type { CalendarDb, EventSource } from '../db/types.ts';
import { readFeed } from '../domain/read-feed.ts';

/**
 * Stores the rows of one feed in one transaction: all of its good rows or, on any failure, none.
 * A non-empty feed without a single good row is refused: it is the wrong file or a changed format,
 * and saying "0 imported" would hide that. `alongside` joins the same transaction (the audit record).
 */
export async function importFeed(
  db: Kysely<CalendarDb>,
  rows: readonly unknown[],
  source: EventSource,
  alongside?: (trx: Transaction<CalendarDb>, result: CalendarImportResult) => Promise<void>,
): Promise<CalendarImportResult> {
  const { events, skipped } = readFeed(rows, source);
  if (rows.length > 0 && events.length === 0) throw badRequest(CALENDAR_MESSAGES.noValidRows);
  return db.transaction().execute(async (trx) => {
    const counts = await upsertEvents(trx, events);
    const result = { imported: counts.inserted, updated: counts.updated, unchanged: counts.unchanged, skipped };
    await alongside?.(trx, result);
    return result;
  });
}
