import type { Kysely } from 'kysely';
import type { KitTables } from '../kit-migrations.ts';
import type { OutboxRelay } from '../outbox-relay.ts';
import { eventually } from './eventually.ts';

export interface FlushOptions {
  untilEmpty?: boolean;
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Publishes what a service's outbox holds. A drain skips rows the background relay holds locked
 * mid-publish; `untilEmpty` drains again until no row is left unpublished (for `timeoutMs` at most).
 */
export async function flushOutbox<DB extends KitTables>(
  deps: { db: Kysely<DB>; relay: OutboxRelay },
  { untilEmpty = false, timeoutMs, intervalMs }: FlushOptions = {},
): Promise<void> {
  if (!untilEmpty) {
    await deps.relay.drain();
    return;
  }
  const db = deps.db as unknown as Kysely<KitTables>;
  await eventually(
    async () => {
      await deps.relay.drain();
      const pending = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('published_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(pending.count) > 0) throw new Error(`${pending.count} events not yet published`);
    },
    timeoutMs,
    intervalMs,
  );
}
