import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What each NATS server of the clustered run keeps of a stream, read from its own files and its
 * own monitoring port. A server answers JetStream requests from one copy (its own, or the leader's),
 * so only its files tell whether the three copies hold the same messages at the same sequences:
 * four consumers once missed one event that the checker found at two sequences (tests/faults/README.md).
 */
export interface StreamCopies {
  /** Each server's `-sd` folder, in server order. */
  storeDirs: string[];
  /** Each server's monitoring address (`http://127.0.0.1:<port>`), in server order. */
  monitorUrls: string[];
}

export interface StoredMessage {
  seq: number;
  subject: string;
  /** The Nats-Msg-Id header: the event id our relays publish under. */
  msgId: string | null;
  /** A digest of the headers and body: what tells apart two messages without an id (the ticks). */
  digest: string;
  /** Marked erased in place (the server removed it but kept the record). */
  erased: boolean;
}

/** Record layout of nats-server 2.9's message blocks (`msgs/<n>.blk`), all little-endian. */
const HEADERS_BIT = 0x80000000;
const ERASED_BIT = 1n << 63n;
const RECORD_HEAD = 4 + 8 + 8 + 2; // length, sequence, timestamp, subject length
const RECORD_HASH = 8;

/** Every message record in one block file; a torn tail (the server writes as it goes) ends the read. */
export function parseBlock(block: Buffer): StoredMessage[] {
  const messages: StoredMessage[] = [];
  let offset = 0;
  while (offset + RECORD_HEAD <= block.length) {
    const head = block.readUInt32LE(offset);
    const length = head & ~HEADERS_BIT;
    if (length < RECORD_HEAD + RECORD_HASH || offset + length > block.length) break;
    const rawSeq = block.readBigUInt64LE(offset + 4);
    const subjectLength = block.readUInt16LE(offset + 20);
    const subjectStart = offset + RECORD_HEAD;
    const subject = block.toString('latin1', subjectStart, subjectStart + subjectLength);
    let msgId: string | null = null;
    if (head & HEADERS_BIT) {
      const headersLength = block.readUInt32LE(subjectStart + subjectLength);
      const headersStart = subjectStart + subjectLength + 4;
      const headers = block.toString('latin1', headersStart, headersStart + headersLength);
      msgId = /\r\nNats-Msg-Id:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? null;
    }
    const digest = createHash('sha1')
      .update(block.subarray(subjectStart + subjectLength, offset + length - RECORD_HASH))
      .digest('hex');
    messages.push({ seq: Number(rawSeq & ~ERASED_BIT), subject, msgId, digest, erased: (rawSeq & ERASED_BIT) !== 0n });
    offset += length;
  }
  return messages;
}

/** One server's copy of a stream, by sequence, from the block files in its store folder. */
export function readCopy(storeDir: string, stream: string): Map<number, StoredMessage> {
  const folder = path.join(storeDir, 'jetstream', '$G', 'streams', stream, 'msgs');
  const copy = new Map<number, StoredMessage>();
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.blk'));
  } catch {
    return copy;
  }
  for (const file of files) {
    for (const message of parseBlock(readFileSync(path.join(folder, file)))) {
      if (!message.erased) copy.set(message.seq, message);
    }
  }
  return copy;
}

/**
 * The sequences at which the copies disagree, below the lowest last sequence of them all (a copy
 * still catching up or with its tail unwritten is behind, not different): another message (by its
 * headers and body) at the same sequence, or none where the others hold one.
 */
export function differingSequences(copies: Map<number, StoredMessage>[]): number[] {
  // Loops, not spreads: a stream holds more sequences than a call takes arguments.
  let from = 0;
  let upTo = Number.POSITIVE_INFINITY;
  for (const copy of copies) {
    let first = Number.POSITIVE_INFINITY;
    let last = 0;
    for (const seq of copy.keys()) {
      if (seq < first) first = seq;
      if (seq > last) last = seq;
    }
    from = Math.max(from, copy.size === 0 ? 0 : first);
    upTo = Math.min(upTo, last);
  }
  const differing: number[] = [];
  for (let seq = from; seq <= upTo; seq++) {
    const held = copies.map((copy) => copy.get(seq)?.digest ?? null);
    if (new Set(held).size > 1) differing.push(seq);
  }
  return differing;
}

interface ServerView {
  stream?: { messages: number; last_seq: number; leader?: string };
  consumer?: { delivered: number; ackFloor: number; leader?: string };
}

/** The stream's and the consumer's state as one server keeps them, from its monitoring port. */
async function serverView(monitorUrl: string, stream: string, durable: string): Promise<ServerView> {
  const response = await fetch(`${monitorUrl}/jsz?accounts=true&streams=true&consumers=true`);
  const body = (await response.json()) as {
    account_details?: {
      stream_detail?: {
        name: string;
        state: { messages: number; last_seq: number };
        cluster?: { leader?: string };
        consumer_detail?: {
          name: string;
          delivered: { stream_seq: number };
          ack_floor: { stream_seq: number };
          cluster?: { leader?: string };
        }[];
      }[];
    }[];
  };
  const detail = (body.account_details ?? [])
    .flatMap((account) => account.stream_detail ?? [])
    .find((candidate) => candidate.name === stream);
  const consumer = detail?.consumer_detail?.find((candidate) => candidate.name === durable);
  return {
    stream: detail && { ...detail.state, leader: detail.cluster?.leader },
    consumer: consumer && {
      delivered: consumer.delivered.stream_seq,
      ackFloor: consumer.ack_floor.stream_seq,
      leader: consumer.cluster?.leader,
    },
  };
}

/**
 * For events a consumer never handled: on each server, the sequences its copy holds each event at,
 * its copy's and the consumer's state, and where (if anywhere) the copies disagree.
 */
export async function describeCopies(
  copies: StreamCopies,
  stream: string,
  durable: string,
  eventIds: string[],
): Promise<string> {
  const stored = copies.storeDirs.map((dir) => readCopy(dir, stream));
  const views = await Promise.all(
    copies.monitorUrls.map((url) => serverView(url, stream, durable).catch((): ServerView => ({}))),
  );
  const servers = copies.storeDirs.map((dir, index) => {
    const name = path.basename(dir);
    const copy = stored[index] ?? new Map<number, StoredMessage>();
    const held = eventIds.map((id) => {
      const seqs = [...copy.values()].filter((message) => message.msgId === id).map((message) => message.seq);
      return `${id.slice(0, 8)} at ${seqs.length > 0 ? seqs.join(' and ') : 'no sequence'}`;
    });
    const { stream: state, consumer } = views[index] ?? {};
    return [
      `${name}: ${held.join(', ')}`,
      state
        ? `copy of ${state.messages} to ${state.last_seq} (leader ${state.leader ?? 'none'})`
        : 'copy state unknown',
      consumer
        ? `consumer delivered ${consumer.delivered}, ack floor ${consumer.ackFloor} (leader ${consumer.leader ?? 'none'})`
        : 'no consumer copy',
    ].join(', ');
  });
  const differing = differingSequences(stored);
  const agreement =
    differing.length === 0
      ? 'the copies agree'
      : `the copies differ at ${differing.length} sequences (${differing.slice(0, 5).join(', ')}${differing.length > 5 ? ', ...' : ''})`;
  return `${servers.join('; ')}; ${agreement}`;
}

/**
 * Whether each stream's copies agree, said of every stream of the run (not only where an event was
 * missed): a run can pass with copies that differ where no consumer happened to look.
 */
export function compareCopies(copies: StreamCopies, streams: string[]): Record<string, string> {
  return Object.fromEntries(
    streams.map((stream) => {
      const read = copies.storeDirs.map((dir) => readCopy(dir, stream));
      const differing = differingSequences(read);
      const sizes = read.map((copy) => copy.size).join('/');
      return [
        stream,
        differing.length === 0
          ? `agree (${sizes} messages)`
          : `differ at ${differing.length} sequences from ${differing[0]} (${sizes} messages)`,
      ];
    }),
  );
}
