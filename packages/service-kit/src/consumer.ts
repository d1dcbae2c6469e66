import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { type Envelope, envelopeSchema } from '@prop/contracts/events/envelope';
import type { KitTables } from './kit-migrations.ts';
import { eventsGivenUp, eventsRefused, watchConsumerLag } from './metrics.ts';
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
  /** May return a function: what to run once the handler's transaction has committed. */
  handle: (event: Envelope, trx: Transaction<DB>) => Promise<unknown>;
  /**
   * Decides, before any transaction, whether an event is handled, skipped (not one of the events
   * this consumer is for; acked) or refused as bad data (terminated, never redelivered).
   */
  screen?: (event: Envelope) => 'handle' | 'skip' | 'refuse';
  maxDeliver?: number;
}

const RETRY_DELAYS_MS = [1000, 5000, 15000, 60000];
const DEFAULT_MAX_DELIVER = 20;

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
    max_deliver: options.maxDeliver ?? DEFAULT_MAX_DELIVER,
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
    eventsRefused().inc({ consumer: options.durable, type: 'unreadable' });
    options.log.error({ subject: message.subject, consumer: options.durable }, 'malformed event terminated');
    // No reason text: NATS 2.9 does not parse '+TERM <reason>' as a termination.
    message.term();
    return;
  }
  const event = parsed.data as Envelope;
  const verdict = options.screen?.(event) ?? 'handle';
  if (verdict === 'skip') {
    // Recorded as settled, so every event the filter lets through is accounted for (the fault
    // suite checks it): one consumer filters on a shared prefix and leaves its other events alone.
    try {
      await recordProcessed(options.db as unknown as Kysely<KitTables>, options.durable, event.id);
      message.ack();
    } catch (error) {
      options.log.error({ err: error, eventId: event.id }, 'skipped event not recorded; will retry');
      message.nak(RETRY_DELAYS_MS[0]);
    }
    return;
  }
  if (verdict === 'refuse') {
    eventsRefused().inc({ consumer: options.durable, type: event.type });
    options.log.error(
      { eventId: event.id, type: event.type, consumer: options.durable },
      'event with bad data terminated',
    );
    message.term();
    return;
  }
  try {
    const committed = await options.db.transaction().execute(async (trx) => {
      const inserted = await recordProcessed(trx as unknown as Transaction<KitTables>, options.durable, event.id);
      return inserted ? ((await options.handle(event, trx)) ?? null) : undefined;
    });
    message.ack();
    // After the commit, never inside the handler: a relay kicked before the commit finds nothing
    // to publish yet and leaves the events for its next round.
    if (typeof committed === 'function') committed();
  } catch (error) {
    const attempt = message.info.deliveryCount;
    if (attempt >= (options.maxDeliver ?? DEFAULT_MAX_DELIVER)) {
      // NATS delivers it no more after this nak.
      eventsGivenUp().inc({ consumer: options.durable, type: event.type });
      options.log.error({ err: error, eventId: event.id, attempt }, 'event handler failed on its last delivery');
    } else options.log.error({ err: error, eventId: event.id, attempt }, 'event handler failed; will retry');
    message.nak(RETRY_DELAYS_MS[Math.min(attempt - 1, RETRY_DELAYS_MS.length - 1)]);
  }
}

/** Records the event as processed by the consumer; false when it already was (a redelivery). */
async function recordProcessed(
  db: Kysely<KitTables> | Transaction<KitTables>,
  consumer: string,
  eventId: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('processed_events')
    .values({ consumer, event_id: eventId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
