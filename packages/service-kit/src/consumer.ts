import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { type Envelope, envelopeSchema } from '@prop/contracts/events/envelope';
import type { KitTables } from './kit-migrations.ts';
import { watchConsumerLag } from './metrics.ts';
import { ensureStream, type Nats, streamNameFor, subjectFor } from './nats.ts';

export interface ConsumerOptions<DB extends KitTables> {
  nats: Nats;
  db: Kysely<DB>;
  namespace: string;
  log: Pick<Logger, 'error' | 'warn'>;
  /** The producing service, whose stream is read. */
  stream: string;
  /** Durable name, unique per consuming service and purpose. */
  durable: string;
  /**
   * One subject without namespace, wildcards allowed (`identity.user.deleted`, `billing.purchase.>`).
   * One, because the NATS server we target (2.9) filters a consumer on a single subject.
   */
  subject: string;
  handle: (event: Envelope, trx: Transaction<DB>) => Promise<void>;
  /**
   * Runs once a handler's transaction has committed: where a service asks its outbox relay to
   * publish the events the handler wrote. A kick from inside the handler would come before the
   * commit, find nothing to publish yet, and leave the events for the relay's next round.
   */
  onCommitted?: () => void;
  maxDeliver?: number;
}

const RETRY_DELAYS_MS = [1000, 5000, 15000, 60000];

/**
 * A durable consumer whose handler runs at most once per event id: the id is recorded in
 * `processed_events` in the handler's own transaction, so a redelivery finds it and only acks.
 * A malformed event is terminated (never retried); a failing handler is retried with growing delays.
 */
export async function startConsumer<DB extends KitTables>(options: ConsumerOptions<DB>): Promise<() => Promise<void>> {
  const { nats, namespace, stream, durable } = options;
  await ensureStream(nats.jsm, namespace, stream);
  const streamName = streamNameFor(namespace, stream);
  await nats.jsm.consumers.add(streamName, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: subjectFor(namespace, options.subject),
    max_deliver: options.maxDeliver ?? 20,
    ack_wait: 30_000_000_000,
  });
  const consumer = await nats.js.consumers.get(streamName, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 64 });
  const unwatchLag = watchConsumerLag(durable, async () => {
    const info = await nats.jsm.consumers.info(streamName, durable);
    return info.num_pending + info.num_ack_pending;
  });
  const loop = (async () => {
    for await (const message of messages) {
      await handleMessage(options, message);
    }
  })();
  return async () => {
    unwatchLag();
    await messages.close();
    await loop;
  };
}

async function handleMessage<DB extends KitTables>(options: ConsumerOptions<DB>, message: JsMsg): Promise<void> {
  const parsed = envelopeSchema.safeParse(safeJson(message.string()));
  if (!parsed.success) {
    options.log.warn({ subject: message.subject }, 'malformed event terminated');
    // No reason text: NATS 2.9 does not parse '+TERM <reason>' as a termination.
    message.term();
    return;
  }
  const event = parsed.data as Envelope;
  try {
    const handled = await options.db.transaction().execute(async (trx) => {
      const kit = trx as unknown as Transaction<KitTables>;
      const inserted = await kit
        .insertInto('processed_events')
        .values({ consumer: options.durable, event_id: event.id })
        .onConflict((conflict) => conflict.doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (inserted) await options.handle(event, trx);
      return inserted !== undefined;
    });
    message.ack();
    if (handled) options.onCommitted?.();
  } catch (error) {
    const attempt = message.info.deliveryCount;
    options.log.error({ err: error, eventId: event.id, attempt }, 'event handler failed; will retry');
    message.nak(RETRY_DELAYS_MS[Math.min(attempt - 1, RETRY_DELAYS_MS.length - 1)]);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
