import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineJob } from './jobs.ts';
import type { KitTables } from './kit-migrations.ts';
import type { Clock } from './clock.ts';

/** JetStream drops a re-published event id only within this window (see nats.ts). */
export const DUPLICATE_WINDOW_SECONDS = 120;

/**
 * Deletes published outbox rows, processed event ids and redelivery counts older than the
 * retention. All only guard against duplicates or endless retries: a published row is never
 * published again, and an event id is redelivered only within minutes, so keeping them past the
 * retention (at least the duplicate window) serves nothing and grows the tables forever.
 * Idempotent: a second run finds nothing to delete.
 */
export async function pruneEvents(
  db: Kysely<KitTables>,
  before: Date,
): Promise<{ outbox: number; processed: number; redeliveries: number }> {
  const outbox = await db
    .deleteFrom('outbox')
    .where('published_at', 'is not', null)
    .where('published_at', '<', before)
    .executeTakeFirst();
  const processed = await db.deleteFrom('processed_events').where('processed_at', '<', before).executeTakeFirst();
  const redeliveries = await db.deleteFrom('redeliveries').where('counted_at', '<', before).executeTakeFirst();
  return {
    outbox: Number(outbox.numDeletedRows),
    processed: Number(processed.numDeletedRows),
    redeliveries: Number(redeliveries.numDeletedRows),
  };
}

/** The hourly job of every service that runs `pruneEvents` with its configured retention. */
export function pruneEventsJob(options: { db: Kysely<KitTables>; clock: Clock; retentionSeconds: number }) {
  return defineJob({
    id: 'prune-events',
    payload: z.object({}),
    cron: '17 * * * *',
    handle: () => pruneEvents(options.db, new Date(options.clock.now().getTime() - options.retentionSeconds * 1000)),
  });
}
