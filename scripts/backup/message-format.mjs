/**
 * One stream message per line of a `.jsonl` file: its sequence and time in the original stream,
 * subject, headers (Nats-Msg-Id among them) and payload in base64, so any payload survives.
 */
export function encodeMessage({ seq, time, subject, headers, data }) {
  return JSON.stringify({ seq, time, subject, headers, data: Buffer.from(data).toString('base64') });
}

export function decodeMessage(line) {
  const message = JSON.parse(line);
  if (!Number.isInteger(message.seq) || typeof message.subject !== 'string' || typeof message.data !== 'string') {
    throw new Error(`not a stream message: ${line.slice(0, 80)}`);
  }
  return { ...message, headers: message.headers ?? [], data: new Uint8Array(Buffer.from(message.data, 'base64')) };
}

/** A message's headers as [name, values] pairs; none: an empty list. */
export function headerPairs(headers) {
  if (!headers) return [];
  return [...headers.keys()].map((name) => [name, headers.values(name)]);
}

export const MSG_ID_HEADER = 'Nats-Msg-Id';

/**
 * The headers to publish a message again with. The stream de-duplicates on Nats-Msg-Id within its
 * window, and a whole import fits in that window: an id the stream already took twice, longer
 * than a window apart (a deliberate redelivery), goes in the second time without its id, else it
 * would be dropped and the stream would come back shorter than it was.
 */
export function importHeaders(pairs, seenIds) {
  const id = pairs.find(([name]) => name === MSG_ID_HEADER)?.[1]?.[0];
  if (id === undefined) return pairs;
  if (!seenIds.has(id)) {
    seenIds.add(id);
    return pairs;
  }
  return pairs.filter(([name]) => name !== MSG_ID_HEADER);
}

/** Whether a NATS subject filter (`*` one token, `>` the rest) takes a subject; no filter takes all. */
export function subjectMatches(filter, subject) {
  if (!filter) return true;
  const wanted = filter.split('.');
  const tokens = subject.split('.');
  for (const [index, token] of wanted.entries()) {
    if (token === '>') return tokens.length > index;
    if (index >= tokens.length || (token !== '*' && token !== tokens[index])) return false;
  }
  return wanted.length === tokens.length;
}
