import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { headers } from './nats-client.mjs';
import { decodeMessage, importHeaders } from './message-format.mjs';

/** Publishes in flight at once; one connection keeps them in order. */
const WINDOW = 256;

function headersOf(pairs) {
  if (pairs.length === 0) return undefined;
  const result = headers();
  for (const [name, values] of pairs) for (const value of values) result.append(name, value);
  return result;
}

/**
 * Creates the stream with its backed-up configuration and publishes its messages in their order.
 * The stream numbers them anew and stamps them with the time of the import (JetStream sets both);
 * the original sequence is kept in the returned map (new sequence → original), the original
 * time only in the backup file.
 */
export async function importStream({ js, jsm }, config, file) {
  await jsm.streams.add(config);
  const originalOf = new Map();
  const seenIds = new Set();
  let window = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!line) continue;
    const message = decodeMessage(line);
    const published = js
      .publish(message.subject, message.data, { headers: headersOf(importHeaders(message.headers, seenIds)) })
      .then((ack) => {
        if (ack.duplicate) throw new Error(`${config.name}: message ${message.seq} was taken for a duplicate`);
        originalOf.set(ack.seq, message.seq);
      });
    window.push(published);
    if (window.length >= WINDOW) {
      await Promise.all(window);
      window = [];
    }
  }
  await Promise.all(window);
  return originalOf;
}

/**
 * Recreates a durable consumer with its configuration and acks, in order, the events it had
 * handled before the backup. Its handlers' record of handled events (`processed_events`) is pruned
 * after a day, so without this a restored consumer would run them all again: old e-mails resent,
 * old audit entries doubled. Returns how many events it has still to handle.
 */
export async function restoreConsumer({ js, jsm }, stream, consumer, originalOf) {
  await jsm.consumers.add(stream, consumer.config);
  const reader = await js.consumers.get(stream, consumer.name);
  let left = consumer.handled;
  while (left > 0) {
    const batch = await reader.fetch({ max_messages: Math.min(WINDOW, left), expires: 5000 });
    let last;
    for await (const message of batch) {
      const original = originalOf.get(message.seq);
      if (original === undefined || original > consumer.ackFloor) {
        message.nak();
        throw new Error(`${stream}/${consumer.name}: message ${message.seq} was not handled before the backup`);
      }
      last?.ack();
      last = message;
      left -= 1;
    }
    if (!last) throw new Error(`${stream}/${consumer.name}: ${left} handled events not delivered`);
    // Acks are processed in order: once the last one is confirmed, all of the batch are.
    await last.ackAck();
  }
  const info = await jsm.consumers.info(stream, consumer.name);
  return info.num_pending + info.num_ack_pending;
}
