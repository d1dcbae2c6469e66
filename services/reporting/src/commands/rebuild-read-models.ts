import { type Kysely, sql } from 'kysely';
import { type Nats, streamNameFor } from '@prop/service-kit/nats';
import { READ_MODELS, type ReportingDb } from '../db/types.ts';
import { DEMO_SOURCE, durableOf, REPORTED_EVENTS } from '../events/reported-events.ts';

/** The stream each source's consumer reads: the publishing service's, and ours for the demo history. */
const STREAM_OF_SOURCE: Record<string, string> = {
  ...Object.fromEntries(Object.keys(REPORTED_EVENTS).map((service) => [service, service])),
  [DEMO_SOURCE]: 'reporting',
};

/**
 * Empties the read models and forgets every event they were made of: the durable consumers are
 * removed, so the next start creates them afresh, delivering each stream from its first event.
 * Run it with the reporting service stopped (its consumers are the ones removed).
 */
export async function rebuildReadModels(db: Kysely<ReportingDb>, nats: Nats, namespace: string): Promise<void> {
  for (const [source, service] of Object.entries(STREAM_OF_SOURCE)) {
    await nats.jsm.consumers.delete(streamNameFor(namespace, service), durableOf(source)).catch((error: unknown) => {
      // A stream or consumer that does not exist yet has nothing to forget.
      if (!/not found/i.test(String(error))) throw error;
    });
  }
  await db.transaction().execute(async (trx) => {
    await sql`truncate ${sql.join(READ_MODELS.map((table) => sql.table(table)))}`.execute(trx);
    await trx
      .deleteFrom('processed_events')
      .where('consumer', 'in', Object.keys(STREAM_OF_SOURCE).map(durableOf))
      .execute();
  });
}
