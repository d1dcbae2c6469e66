import { describe, expect, it } from 'vitest';
import { differingSequences, parseBlock, type StoredMessage } from './lib/stream-copies.ts';

const copyOf = (ids: Record<number, string>) =>
  new Map<number, StoredMessage>(
    Object.entries(ids).map(([seq, msgId]) => [
      Number(seq),
      { seq: Number(seq), subject: 's', msgId, digest: msgId, erased: false },
    ]),
  );

/** One record as nats-server 2.9 writes it: length (headers bit), sequence, time, subject, headers, body, hash. */
function record(seq: number, subject: string, msgId: string, body: string) {
  const headers = Buffer.from(`NATS/1.0\r\nNats-Msg-Id: ${msgId}\r\n\r\n`, 'latin1');
  const length = 22 + subject.length + 4 + headers.length + body.length + 8;
  const out = Buffer.alloc(length);
  out.writeUInt32LE((length | 0x80000000) >>> 0, 0);
  out.writeBigUInt64LE(BigInt(seq), 4);
  out.writeBigInt64LE(1n, 12);
  out.writeUInt16LE(subject.length, 20);
  out.write(subject, 22, 'latin1');
  out.writeUInt32LE(headers.length, 22 + subject.length);
  headers.copy(out, 26 + subject.length);
  out.write(body, 26 + subject.length + headers.length, 'latin1');
  return out;
}

describe("reading a NATS server's own copy of a stream", () => {
  it('reads each record of a block, and stops at a torn tail', () => {
    const block = Buffer.concat([record(7, 'a.b', 'id-7', '{}'), record(8, 'a.c', 'id-8', '{"x":1}')]);
    const torn = Buffer.concat([block, record(9, 'a.d', 'id-9', '{}').subarray(0, 30)]);
    const read = parseBlock(torn);
    expect(read).toMatchObject([
      { seq: 7, subject: 'a.b', msgId: 'id-7', erased: false },
      { seq: 8, subject: 'a.c', msgId: 'id-8', erased: false },
    ]);
    expect(read).toHaveLength(2);
    // The same headers and body stored again at another sequence: the same message.
    expect(parseBlock(record(20, 'a.b', 'id-7', '{}'))[0]?.digest).toBe(read[0]?.digest);
    expect(read[1]?.digest).not.toBe(read[0]?.digest);
  });

  it('counts copies that hold other messages at a sequence as differing, and one that is behind as not', () => {
    const leader = copyOf({ 1: 'a', 2: 'b', 3: 'c', 4: 'd' });
    const behind = copyOf({ 1: 'a', 2: 'b', 3: 'c' });
    const shifted = copyOf({ 1: 'a', 2: 'c', 3: 'd', 4: 'e' });
    expect(differingSequences([leader, behind])).toEqual([]);
    expect(differingSequences([leader, behind, shifted])).toEqual([2, 3]);
    expect(differingSequences([leader, copyOf({ 1: 'a', 3: 'c', 4: 'd' })])).toEqual([2]);
  });
});
