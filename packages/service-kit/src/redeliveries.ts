import { type Kysely, sql } from 'kysely';
import type { KitTables } from './kit-migrations.ts';

/**
 * Which delivery of an event this is, for the dead-letter decision. The count NATS reports is not
 * trusted alone: in a clustered fault run, NATS 2.9 reported an event's first delivery as its
 * sixtieth (cause unknown; a leader change alone did not reproduce it), and the event was held as a
 * dead letter it never earned. So the kit
 * counts every redelivery it is handed, in `redeliveries`, and an event is on its nth delivery
 * only when both counts reach n. A first delivery costs no write; a redelivery whose earlier
 * deliveries the kit never saw counts as the second.
 */
export async function deliveryOf(
  db: Kysely<KitTables>,
  consumer: string,
  eventId: string,
  reportedByNats: number,
): Promise<number> {
  if (reportedByNats <= 1) return 1;
  const counted = await db
    .insertInto('redeliveries')
    .values({ consumer, event_id: eventId, deliveries: 2 })
    .onConflict((conflict) =>
      conflict.columns(['consumer', 'event_id']).doUpdateSet({
        deliveries: sql<number>`redeliveries.deliveries + 1`,
        counted_at: sql<Date>`now()`,
      }),
    )
    .returning('deliveries')
    .executeTakeFirstOrThrow();
  return Math.min(reportedByNats, counted.deliveries);
}
