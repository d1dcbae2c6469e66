import { AckPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { type Envelope, envelopeSchema } from '@prop/contracts/events/envelope';
import { type Handover, handoverOf } from './consumer-handover.ts';
import { type DeadLetterReason, holdDeadLetter } from './dead-letters.ts';
import type { KitTables } from './kit-migrations.ts';
import { eventsGivenUp, eventsRefused, watchConsumerLag } from './metrics.ts';
import { isStreamNotFound, retryJetStream } from './jetstream-retry.ts';
import { ensureStream, type Nats, subjectFor } from './nats.ts';
import { deliveryOf } from './redeliveries.ts';
import { readReplays } from './replay-reader.ts';
import { skippedEventsOf } from './skipped-events.ts';

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
  /** Deliveries an event gets before it is held as a dead letter. */
  maxDeliver?: number;
  /**
   * The durable this one replaces (the same purpose under its earlier name, on the same stream):
   * created for the first time, this one starts where that one stopped (consumer-handover.ts).
   */
  startAfter?: { durable: string };
}

const RETRY_DELAYS_MS = [1000, 5000, 15000, 60000];
/**
 * How long one pull waits on the server. Its idle heartbeats come every half of it, and two missed
 * ones make the client pull again: when the NATS server holding the consumer dies, the consumer
 * resumes on its new leader within seconds instead of the default half minute.
 */
const PULL_EXPIRES_MS = 5000;
const DEFAULT_MAX_DELIVER = 20;

/**
 * A durable consumer whose handler runs at most once per event id: the id is recorded in
 * `processed_events` in the handler's own transaction, so a redelivery finds it and only acks.
 * A failing handler is retried with growing delays; an event that fails its last delivery (counted
 * as redeliveries.ts says), or whose data is bad, is held as a dead letter (dead-letters.ts) before
 * it is settled, and comes back through this consumer's replay durable when an operator replays it.
 */
export async function startConsumer<DB extends KitTables>(options: ConsumerOptions<DB>): Promise<() => Promise<void>> {
  const { nats, namespace, stream, durable } = options;
  const streamName = await ensureStream(nats, namespace, stream);
  // Every step is idempotent (an existing durable keeps its start), so a step that met a passing
  // JetStream failure is run again with the others. Its stream was ensured just before.
  const { consumer, previous } = await retryJetStream(
    `consumer ${durable}`,
    async () => {
      const handover = await handoverOf(nats.jsm, streamName, durable, options.startAfter);
      await nats.jsm.consumers.add(streamName, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        ...handover.start,
        filter_subject: subjectFor(namespace, options.subject),
        // The kit counts deliveries itself: NATS stopping on its own would drop an event whose dead
        // letter could not be stored, where the kit retries until it is.
        max_deliver: -1,
        ack_wait: 30_000_000_000,
      });
      return { consumer: await nats.js.consumers.get(streamName, durable), previous: handover.previous };
    },
    options.log,
    { alsoPassing: isStreamNotFound },
  );
  const unwatchLag = watchConsumerLag(durable, async () => {
    const info = await nats.jsm.consumers.info(streamName, durable);
    return info.num_pending + info.num_ack_pending;
  });
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 64, expires: PULL_EXPIRES_MS });
  const loop = (async () => {
    for await (const message of messages) await handleMessage(options, message, previous);
  })();
  // Replayed dead letters sit on another stream, and were held by this durable itself.
  const stopReplays = await readReplays({
    nats,
    namespace,
    durable,
    log: options.log,
    handle: (message) => handleMessage(options, message, undefined),
  });
  return async () => {
    unwatchLag();
    await stopReplays();
    await messages.close();
    await loop;
  };
}

/**
 * Keeps the message as a dead letter, then terminates it. When the letter cannot be stored the
 * message is retried later instead: an event is never dropped without a trace.
 */
async function holdAndTerminate<DB extends KitTables>(
  options: ConsumerOptions<DB>,
  message: JsMsg,
  reason: DeadLetterReason,
  error?: unknown,
): Promise<boolean> {
  try {
    await holdDeadLetter(options.nats, options.namespace, message, { consumer: options.durable, reason, error });
  } catch (holdError) {
    options.log.error({ err: holdError, consumer: options.durable }, 'dead letter not stored; will retry');
    message.nak(RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]);
    return false;
  }
  // No reason text: NATS 2.9 does not parse '+TERM <reason>' as a termination.
  message.term();
  return true;
}

async function handleMessage<DB extends KitTables>(
  options: ConsumerOptions<DB>,
  message: JsMsg,
  previous: Handover['previous'],
): Promise<void> {
  const maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER;
  const parsed = envelopeSchema.safeParse(safeJson(message.string()));
  if (!parsed.success) {
    if (await holdAndTerminate(options, message, 'unreadable')) {
      eventsRefused().inc({ consumer: options.durable, type: 'unreadable' });
      options.log.error({ subject: message.subject, consumer: options.durable }, 'malformed event held as dead letter');
    }
    return;
  }
  const event = parsed.data as Envelope;
  const verdict = options.screen?.(event) ?? 'handle';
  if (verdict === 'skip') {
    // Recorded as settled, so every event the filter lets through is accounted for (the fault
    // suite checks it): one consumer filters on a shared prefix and leaves its other events alone.
    // Acked once stored, with the process's other skips (skipped-events.ts).
    try {
      await skippedEventsOf(options.db as unknown as Kysely<KitTables>).record(options.durable, event.id);
      message.ack();
    } catch (error) {
      options.log.error({ err: error, eventId: event.id }, 'skipped event not recorded; will retry');
      message.nak(RETRY_DELAYS_MS[0]);
    }
    return;
  }
  if (verdict === 'refuse') {
    if (await holdAndTerminate(options, message, 'refused')) {
      eventsRefused().inc({ consumer: options.durable, type: event.type });
      options.log.error(
        { eventId: event.id, type: event.type, consumer: options.durable },
        'event with bad data held as dead letter',
      );
    }
    return;
  }
  let attempt: number;
  try {
    attempt = await deliveryOf(
      options.db as unknown as Kysely<KitTables>,
      options.durable,
      event.id,
      message.info.deliveryCount,
    );
  } catch (error) {
    options.log.error({ err: error, eventId: event.id }, 'redelivery not counted; will retry');
    message.nak(RETRY_DELAYS_MS[0]);
    return;
  }
  // A gap of one or two follows a replica's death: what it had pulled and not yet handled counts
  // as delivered to NATS, not to the kit. The miscount this guards against was a gap of sixty.
  if (attempt < message.info.deliveryCount) {
    options.log.warn(
      { eventId: event.id, consumer: options.durable, attempt, reportedByNats: message.info.deliveryCount },
      'NATS reports more deliveries than the consumer counted',
    );
  }
  if (attempt > maxDeliver) {
    // Delivered again after its last allowed attempt: its dead letter could not be stored then,
    // or the process died while handling it (one that kills the process every time lands here).
    if (await holdAndTerminate(options, message, 'failed', 'delivered more often than allowed')) {
      eventsGivenUp().inc({ consumer: options.durable, type: event.type });
      options.log.error(
        { eventId: event.id, type: event.type, consumer: options.durable, attempt },
        'event delivered more often than allowed; held as dead letter',
      );
    }
    return;
  }
  try {
    const committed = await options.db.transaction().execute(async (trx) => {
      const kitTrx = trx as unknown as Transaction<KitTables>;
      const inserted = await recordProcessed(kitTrx, options.durable, event.id);
      const handle = inserted && !(await handledByPrevious(kitTrx, previous, message.seq, event.id));
      return handle ? ((await options.handle(event, trx)) ?? null) : undefined;
    });
    message.ack();
    // After the commit, never inside the handler: a relay kicked before the commit finds nothing
    // to publish yet and leaves the events for its next round.
    if (typeof committed === 'function') committed();
  } catch (error) {
    if (attempt < maxDeliver) {
      options.log.error({ err: error, eventId: event.id, attempt }, 'event handler failed; will retry');
      message.nak(RETRY_DELAYS_MS[Math.min(attempt - 1, RETRY_DELAYS_MS.length - 1)]);
    } else if (await holdAndTerminate(options, message, 'failed', error)) {
      eventsGivenUp().inc({ consumer: options.durable, type: event.type });
      options.log.error({ err: error, eventId: event.id, attempt }, 'event handler failed on its last delivery; held');
    }
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

/** Whether the durable this one replaced handled the event, above its acknowledged floor. */
async function handledByPrevious(
  trx: Transaction<KitTables>,
  previous: Handover['previous'],
  streamSeq: number,
  eventId: string,
): Promise<boolean> {
  if (!previous || streamSeq > previous.overlapUpTo) return false;
  const row = await trx
    .selectFrom('processed_events')
    .select('event_id')
    .where('consumer', '=', previous.durable)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
