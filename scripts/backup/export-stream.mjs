import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { encodeMessage, headerPairs } from './message-format.mjs';

const BATCH = 1000;

/**
 * Writes a stream's messages, up to the last one it held when the export began, to a `.jsonl`
 * file, leaving out the subjects `skip` names. Read with an ordered consumer: nothing is left on
 * the server. Returns the stream's configuration and the exported messages' sequences and subjects.
 */
export async function exportStream({ js, jsm }, stream, file, skip) {
  const { config, state } = await jsm.streams.info(stream);
  const out = createWriteStream(file);
  const exported = [];
  const write = async (line) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  if (state.messages > 0) {
    const consumer = await js.consumers.get(stream);
    let done = false;
    while (!done) {
      const batch = await consumer.fetch({ max_messages: BATCH, expires: 2000 });
      let received = 0;
      for await (const message of batch) {
        received += 1;
        if (!skip(message.subject)) {
          const { seq, subject, data } = message;
          await write(
            encodeMessage({
              seq,
              time: message.time.toISOString(),
              subject,
              headers: headerPairs(message.headers),
              data,
            }),
          );
          exported.push({ seq, subject });
        }
        if (message.seq >= state.last_seq) done = true;
      }
      // Messages the stream's limits removed meanwhile never come: an empty batch is the end.
      if (received === 0) done = true;
    }
  }
  out.end();
  await once(out, 'finish');
  return { config, exported };
}
