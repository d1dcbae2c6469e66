import { AckPolicy, DeliverPolicy, type JsMsg } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { retryJetStream } from './jetstream-retry.ts';
import { type Nats, streamInfoOrNone, streamNameFor, subjectFor } from './nats.ts';
import { stopOrderedReads } from './ordered-reads.ts';

/**
 * Events a consumer could not handle are kept, not lost: on their last allowed delivery (or at
 * once, when their data is bad) they are copied to the namespace's DEAD_LETTERS stream under
 * `dead_letters.held.<consumer>`. An operator lists them and replays them once the cause is fixed;
 * a replay goes to `dead_letters.replay.<consumer>`, which only that consumer reads, so no other
 * consumer of the event sees it twice.
 */
export type DeadLetterReason = 'failed' | 'refused' | 'unreadable';

const HEADER = {
  subject: 'Prop-Dead-Letter-Subject',
  sequence: 'Prop-Dead-Letter-Sequence',
  consumer: 'Prop-Dead-Letter-Consumer',
  reason: 'Prop-Dead-Letter-Reason',
  error: 'Prop-Dead-Letter-Error',
} as const;

/** An error text is kept for the operator; a stack or a huge message is not. */
const MAX_ERROR_LENGTH = 500;

export const DEAD_LETTERS_STREAM = 'dead_letters';

export const heldSubject = (namespace: string, consumer: string) =>
  subjectFor(namespace, `${DEAD_LETTERS_STREAM}.held.${consumer}`);
export const replaySubject = (namespace: string, consumer: string) =>
  subjectFor(namespace, `${DEAD_LETTERS_STREAM}.replay.${consumer}`);
/** The durable a consumer reads its replays with, created by the first replay of its letters. */
export const replayDurableOf = (consumer: string) => `${consumer}-replays`;
/**
 * Where a replay tells the consumer's replicas that its replay durable has letters: a plain
 * subject, outside every stream, so a replica that starts reading them at once need not ask.
 */
export const replaysAnnouncedSubject = (namespace: string, consumer: string) =>
  subjectFor(namespace, `dead-letter-replays.${consumer}`);

/** The stream, created once; letters stay until replayed (no age limit: a lost letter is a lost effect). */
export async function ensureDeadLetterStream(nats: Nats, namespace: string): Promise<string> {
  const name = streamNameFor(namespace, DEAD_LETTERS_STREAM);
  const config = { subjects: [subjectFor(namespace, `${DEAD_LETTERS_STREAM}.>`)], num_replicas: nats.streamReplicas };
  await retryJetStream(
    `stream ${name}`,
    async () => {
      if (!(await streamInfoOrNone(nats.jsm, name))) await nats.jsm.streams.add({ name, ...config });
    },
    nats.log,
  );
  return name;
}

export interface DeadLetterNote {
  consumer: string;
  reason: DeadLetterReason;
  error?: unknown;
}

/**
 * Copies the message to the held letters; resolves once JetStream stored it, so the caller may
 * then settle the original. The message id makes a second copy of the same delivery a no-op.
 */
export async function holdDeadLetter(nats: Nats, namespace: string, message: JsMsg, note: DeadLetterNote) {
  const original = message.headers?.get(HEADER.subject);
  const h = natsHeaders();
  // A replayed letter that fails again keeps pointing at the event's first home.
  h.set(HEADER.subject, original || message.subject);
  h.set(HEADER.sequence, message.headers?.get(HEADER.sequence) || String(message.info.streamSequence));
  h.set(HEADER.consumer, note.consumer);
  h.set(HEADER.reason, note.reason);
  if (note.error !== undefined) h.set(HEADER.error, errorText(note.error));
  await nats.js.publish(heldSubject(namespace, note.consumer), message.data, {
    headers: h,
    msgID: `${note.consumer}:${message.info.stream}:${message.info.streamSequence}`,
  });
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Header values are one line.
  return text.replace(/[\r\n]+/g, ' ').slice(0, MAX_ERROR_LENGTH);
}

export interface DeadLetter {
  /** The letter's sequence in DEAD_LETTERS: what `replay` and `discard` name. */
  sequence: number;
  heldAt: Date;
  consumer: string;
  reason: DeadLetterReason;
  error: string;
  subject: string;
  sequenceInStream: number;
  data: Uint8Array;
}

/** Every held letter, oldest first, optionally only one consumer's. */
export async function listDeadLetters(nats: Nats, namespace: string, consumer?: string): Promise<DeadLetter[]> {
  const stream = await ensureDeadLetterStream(nats, namespace);
  const filter = consumer ? heldSubject(namespace, consumer) : heldSubject(namespace, '*');
  const info = await nats.jsm.streams.info(stream, { subjects_filter: filter });
  const total = Object.values(info.state.subjects ?? {}).reduce((sum, count) => sum + count, 0);
  if (total === 0) return [];
  const reader = await nats.js.consumers.get(stream, {
    filter_subjects: filter,
    deliver_policy: DeliverPolicy.All,
  });
  const letters: DeadLetter[] = [];
  const messages = await reader.consume();
  try {
    for await (const message of messages) {
      letters.push(toDeadLetter(message));
      if (letters.length === total || message.info.pending === 0) break;
    }
  } finally {
    // A read that failed half-way leaves no reader behind either.
    await stopOrderedReads(reader, messages);
  }
  return letters;
}

function toDeadLetter(message: JsMsg): DeadLetter {
  const h = message.headers;
  return {
    sequence: message.info.streamSequence,
    heldAt: new Date(Math.floor(message.info.timestampNanos / 1_000_000)),
    consumer: h?.get(HEADER.consumer) ?? '',
    reason: (h?.get(HEADER.reason) ?? 'failed') as DeadLetterReason,
    error: h?.get(HEADER.error) ?? '',
    subject: h?.get(HEADER.subject) ?? '',
    sequenceInStream: Number(h?.get(HEADER.sequence) ?? 0),
    data: message.data,
  };
}

/**
 * Sends held letters back to their consumer and removes them from the held ones. A letter is only
 * removed once its replay is stored, so a crash in between replays it at most twice, which the
 * consumer's processed-events record absorbs. Each consumer's replay durable is made here, before
 * its first letter, and its replicas are told once all are stored (replay-reader.ts).
 */
export async function replayDeadLetters(nats: Nats, namespace: string, letters: DeadLetter[]): Promise<number> {
  const stream = await ensureDeadLetterStream(nats, namespace);
  const consumers = [...new Set(letters.map((letter) => letter.consumer))];
  for (const consumer of consumers) await addReplayConsumer(nats, stream, replaySubject(namespace, consumer), consumer);
  for (const letter of letters) {
    const h = natsHeaders();
    h.set(HEADER.subject, letter.subject);
    h.set(HEADER.sequence, String(letter.sequenceInStream));
    await nats.js.publish(replaySubject(namespace, letter.consumer), letter.data, {
      headers: h,
      msgID: `replay:${letter.sequence}`,
    });
    await nats.jsm.streams.deleteMessage(stream, letter.sequence, false);
  }
  for (const consumer of consumers) nats.nc.publish(replaysAnnouncedSubject(namespace, consumer));
  await nats.nc.flush();
  return letters.length;
}

/** Removes held letters an operator decided never to replay. */
export async function discardDeadLetters(nats: Nats, namespace: string, letters: DeadLetter[]): Promise<number> {
  const stream = await ensureDeadLetterStream(nats, namespace);
  for (const letter of letters) await nats.jsm.streams.deleteMessage(stream, letter.sequence, false);
  return letters.length;
}

/** Makes the durable a consumer reads its replays with; an existing one is kept as it is. */
async function addReplayConsumer(nats: Nats, stream: string, subject: string, consumer: string): Promise<void> {
  await nats.jsm.consumers.add(stream, {
    durable_name: replayDurableOf(consumer),
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: subject,
    ack_wait: 30_000_000_000,
  });
}
