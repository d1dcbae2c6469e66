import type { Kysely } from 'kysely';
import type { KitTables } from '../kit-migrations.ts';
import { eventually } from './eventually.ts';

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
  const kit = db as unknown as Kysely<KitTables>;
  return eventually(async () => {
    const row = await kit
      .selectFrom('processed_events')
      .select('event_id')
      .where('consumer', '=', consumer)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    if (!row) throw new Error(`${consumer} has not handled event ${eventId} yet`);
  }, timeoutMs);
}
