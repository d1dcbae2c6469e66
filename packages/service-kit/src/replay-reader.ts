import {
  type Consumer,
  type ConsumerMessages,
  JetStreamApiCodes,
  JetStreamApiError,
  type JsMsg,
} from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { ensureDeadLetterStream, replayDurableOf, replaysAnnouncedSubject } from './dead-letters.ts';
import { isStreamNotFound, retryJetStream } from './jetstream-retry.ts';
import type { Nats } from './nats.ts';

/**
 * The replay durable's pull: replays come only when an operator asks, and every pull of every
 * replica costs the NATS servers and the process a heartbeat and a new pull each half of it. A
 * replay waiting on a pull is delivered at once; only after its NATS server dies may it wait a
 * minute longer.
 */
const REPLAY_PULL_EXPIRES_MS = 60_000;
/**
 * How often a replica with no replay durable yet looks for one, in case it missed the replay's
 * announcement (it was away from NATS at that moment, as every replica of the consumer may be).
 */
const REPLAY_LOOK_MS = 5 * 60_000;

export interface ReplayReaderOptions {
  nats: Nats;
  namespace: string;
  /** The consumer whose replayed dead letters are read. */
  durable: string;
  log: Pick<Logger, 'error' | 'warn'>;
  handle: (message: JsMsg) => Promise<void>;
  /** How often to look for a replay durable while there is none; five minutes by default. */
  lookEveryMs?: number;
}

/**
 * Reads a consumer's replayed dead letters (dead-letters.ts) once it has any. Its replay durable
 * is made by the first replay of its letters, not by every consumer's start: a durable kept three
 * times is a raft group the NATS servers keep up for ever, and most consumers never have a letter
 * replayed (the platform has about sixty consumers, and four account partitions add a few per
 * partition). A replica reads the durable from its start when one exists, from the replay's
 * announcement when it is made while the replica runs, and otherwise looks for it every few minutes.
 * Returns the function that stops reading.
 */
export async function readReplays(options: ReplayReaderOptions): Promise<() => Promise<void>> {
  const { nats, namespace, durable, log } = options;
  const stream = await ensureDeadLetterStream(nats, namespace);
  let reading: { messages: ConsumerMessages; loop: Promise<void> } | undefined;
  let looking: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const startReading = async () => {
    if (reading || stopped) return;
    const consumer = await replayConsumerOrNone(nats, stream, durable);
    if (!consumer || reading || stopped) return;
    const messages = await consumer.consume({ max_messages: 64, expires: REPLAY_PULL_EXPIRES_MS });
    const loop = (async () => {
      for await (const message of messages) await options.handle(message);
    })();
    reading = { messages, loop };
    clearInterval(looking);
  };
  // One look at a time, in the order asked: an announcement during the start's look waits for it.
  let looks: Promise<void> = Promise.resolve();
  const look = () => {
    looks = looks
      // The stream was ensured at start (isStreamNotFound: nats-server 2.9 may not have applied it yet).
      .then(() => retryJetStream(`replays of ${durable}`, startReading, log, { alsoPassing: isStreamNotFound }))
      .catch((error: unknown) => log.error({ err: error, consumer: durable }, 'replayed dead letters not read'));
    return looks;
  };

  const announced = nats.nc.subscribe(replaysAnnouncedSubject(namespace, durable), { callback: () => void look() });
  looking = setInterval(look, options.lookEveryMs ?? REPLAY_LOOK_MS);
  await look();
  return async () => {
    stopped = true;
    clearInterval(looking);
    announced.unsubscribe();
    await looks;
    if (reading) {
      await reading.messages.close();
      await reading.loop;
    }
  };
}

async function replayConsumerOrNone(nats: Nats, stream: string, durable: string): Promise<Consumer | undefined> {
  try {
    return await nats.js.consumers.get(stream, replayDurableOf(durable));
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound) return undefined;
    throw error;
  }
}
