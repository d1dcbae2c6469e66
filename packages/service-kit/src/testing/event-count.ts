import type { Kysely } from 'kysely';
import type { KitTables } from '../kit-migrations.ts';
import { type Nats, streamNameFor, subjectFor } from '../nats.ts';
import type { OutboxRelay } from '../outbox-relay.ts';
import { type FlushOptions, flushOutbox } from './flush-outbox.ts';

/**
 * How many messages of one subject a service's stream holds in a namespace; of a partitioned
 * event's subject, in every partition (`<subject>.<partition>`).
 */
export async function streamCount(nats: Nats, namespace: string, service: string, subject: string): Promise<number> {
  const info = await nats.jsm.streams.info(streamNameFor(namespace, service), { subjects_filter: '>' });
  const full = subjectFor(namespace, subject);
  let count = 0;
  for (const [stored, messages] of Object.entries(info.state.subjects ?? {})) {
    if (stored === full || (stored.startsWith(`${full}.`) && /^\d+$/.test(stored.slice(full.length + 1)))) {
      count += messages;
    }
  }
  return count;
}

/**
 * How many events of one subject reached the service's own stream, once its outbox is empty. A
 * single drain is not enough: it skips rows the background relay holds mid-publish, and counting
 * then could miss an event that is about to land.
 */
export async function eventCount<DB extends KitTables>(
  deps: { service: string; db: Kysely<DB>; relay: OutboxRelay; nats: Nats },
  namespace: string,
  subject: string,
  options: Omit<FlushOptions, 'untilEmpty'> = {},
): Promise<number> {
  await flushOutbox(deps, { ...options, untilEmpty: true });
  return streamCount(deps.nats, namespace, deps.service, subject);
}
