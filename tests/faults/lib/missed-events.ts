import { listDeadLetters } from '../../../packages/service-kit/src/dead-letters.ts';
import { connectNats, type Nats, subjectFor } from '../../../packages/service-kit/src/nats.ts';
import { stopOrderedReads } from '../../../packages/service-kit/src/ordered-reads.ts';
import { describeCopies, type StreamCopies } from './stream-copies.ts';

/** Every event a consumer gave up on or refused is a problem of the run, named with its reason. */
export async function heldDeadLetters(natsUrl: string, namespace: string): Promise<string[]> {
  const nats = await connectNats(natsUrl, 'fault-checker-letters');
  try {
    const letters = await listDeadLetters(nats, namespace);
    return letters.map(
      (letter) => `${letter.consumer}: held a dead letter of ${letter.subject} (${letter.reason}: ${letter.error})`,
    );
  } finally {
    await nats.nc.close();
  }
}

/**
 * Names events a consumer never handled, with what would tell why: where the event sits in the
 * stream (or that it is not there), how far the consumer got, and whether it was held as a dead
 * letter. A run's database and streams are gone once it ends, so this is all that is left of it.
 * With the cluster's `copies`, it also says what each server's own copy holds (stream-copies.ts).
 */
export async function describeMissed(
  nats: Nats,
  namespace: string,
  stream: string,
  durable: string,
  missed: Record<string, unknown>[],
  copies?: StreamCopies,
) {
  const info = await nats.jsm.consumers.info(stream, durable).catch(() => null);
  // When the consumer was made, and where it was told to start: one made again after the event,
  // or told to start past it, never had it to deliver.
  const consumerState = info
    ? [
        `consumer delivered up to ${info.delivered.stream_seq}`,
        `ack floor ${info.ack_floor.stream_seq}`,
        `${info.num_redelivered} redelivered`,
        `created ${info.created}`,
        `delivering ${info.config.deliver_policy}${info.config.opt_start_seq ? ` from ${info.config.opt_start_seq}` : ''}`,
      ].join(', ')
    : 'consumer info unavailable';
  const letters = await listDeadLetters(nats, namespace, durable).catch(() => []);
  const texts: string[] = [];
  for (const event of missed) {
    const id = String(event.id);
    const sequence = await streamSequenceOf(nats, stream, subjectFor(namespace, String(event.subject)), id);
    const held = letters.find((letter) => new TextDecoder().decode(letter.data).includes(id));
    texts.push(
      [
        `${id} on ${event.subject}`,
        `published ${(event.published_at as Date).toISOString()}`,
        sequence === null ? 'not in the stream' : `stream sequence ${sequence}`,
        held ? `held as a dead letter (${held.reason}: ${held.error})` : 'no dead letter',
      ].join(', '),
    );
  }
  const perServer = copies
    ? `; ${await describeCopies(
        copies,
        stream,
        durable,
        missed.map((event) => String(event.id)),
      )}`
    : '';
  return `${texts.join('; ')}; ${consumerState}${perServer}`;
}

/** The stream sequence of the message with this Nats-Msg-Id on the subject, or null when there is none. */
async function streamSequenceOf(nats: Nats, stream: string, subject: string, id: string): Promise<number | null> {
  const info = await nats.jsm.streams.info(stream, { subjects_filter: subject });
  const total = Object.values(info.state.subjects ?? {}).reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  // An ordered reader starts at the stream's first message unless told otherwise.
  const reader = await nats.js.consumers.get(stream, { filter_subjects: subject });
  const messages = await reader.consume();
  let found: number | null = null;
  try {
    for await (const message of messages) {
      if (message.headers?.get('Nats-Msg-Id') === id) found = message.info.streamSequence;
      if (found !== null || message.info.pending === 0) break;
    }
  } finally {
    await stopOrderedReads(reader, messages);
  }
  return found;
}
