import type { Kysely } from 'kysely';
import type { KitTables } from '../kit-migrations.ts';
import { eventually } from './eventually.ts';

/** How many of these events the consumer has recorded in `processed_events`, handled or skipped. */
export async function processedBy<DB extends KitTables>(
  db: Kysely<DB>,
  consumer: string,
  eventIds: string[],
): Promise<number> {
  const rows = await (db as unknown as Kysely<KitTables>)
    .selectFrom('processed_events')
    .select('event_id')
    .where('consumer', '=', consumer)
    .where('event_id', 'in', eventIds)
    .execute();
  return rows.length;
}

/**
 * Waits until a consumer has handled an event (its id is in `processed_events`). A consumer takes
 * its stream in order, so every event published before it was handled too, including redeliveries.
 */
export function eventHandled<DB extends KitTables>(
  db: Kysely<DB>,
  consumer: string,
  eventId: string,
  timeoutMs = 8000,
): Promise<void> {
  return eventually(async () => {
    if ((await processedBy(db, consumer, [eventId])) === 0)
      throw new Error(`${consumer} has not handled event ${eventId} yet`);
  }, timeoutMs);
}
