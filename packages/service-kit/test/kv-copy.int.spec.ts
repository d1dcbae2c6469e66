import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kvBucketFor, openKv, type KV } from '../src/kv.ts';
import { KvCopy } from '../src/kv-copy.ts';
import { connectNats, type Nats } from '../src/nats.ts';
import { createTestNamespace, type TestNamespace } from '../src/testing/namespace.ts';

/** What the bucket holds, read whole from its stream: what a copy must equal. */
async function bucketNow(kv: KV): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  for await (const entry of await kv.history()) {
    if (entry.operation === 'PUT') held.set(entry.key, entry.string());
    else held.delete(entry.key);
  }
  return held;
}

function copied(copy: KvCopy): Map<string, string> {
  return new Map(Array.from(copy.keys(), (key) => [key, copy.textOf(key) as string]));
}

describe('a kept copy of a key-value bucket', () => {
  let ns: TestNamespace;
  let nats: Nats;
  const warnings: string[] = [];
  const log = { warn: (_context: object, message: string) => warnings.push(message) };
  let bucketCount = 0;
  const newBucket = () => openKv(nats.nc, ns.namespace, `COPY_${++bucketCount}`);

  beforeAll(async () => {
    ns = createTestNamespace('kit');
    nats = await connectNats(ns.env.NATS_URL as string, 'kv-copy');
  });
  afterAll(async () => {
    await nats.nc.close();
    await ns.cleanup();
  });

  it('given keys written, rewritten and deleted, when it is ready, then it holds each remaining key at its latest text', async () => {
    const kv = await newBucket();
    await kv.put('a', 'first');
    await kv.put('b', 'gone soon');
    await kv.put('c', 'kept');
    await kv.delete('b');
    await kv.put('a', 'second');
    const copy = new KvCopy(kv, log);

    await copy.ready();

    expect(copied(copy)).toEqual(
      new Map([
        ['a', 'second'],
        ['c', 'kept'],
      ]),
    );
    expect(copy.textOf('b')).toBeUndefined();
    await copy.close();
  });

  it('given a ready copy, when another writer changes the bucket, then the copy follows without reading it again', async () => {
    const kv = await newBucket();
    await kv.put('stays', 'one');
    await kv.put('leaves', 'two');
    const copy = new KvCopy(kv, log);
    await copy.ready();

    await kv.put('arrives', 'three');
    await kv.put('stays', 'one, changed');
    await kv.delete('leaves');

    await expect
      .poll(() => copied(copy), { timeout: 10_000 })
      .toEqual(
        new Map([
          ['stays', 'one, changed'],
          ['arrives', 'three'],
        ]),
      );
    await copy.close();
  });

  it('given writes and deletions while the bucket is first read, when it is ready and they are done, then it equals the bucket', async () => {
    const kv = await newBucket();
    await Promise.all(Array.from({ length: 3000 }, (_, index) => kv.put(`key-${index}`, `text ${index}`)));
    const copy = new KvCopy(kv, log);

    const reading = copy.ready();
    const changes = (async () => {
      for (let index = 0; index < 3000; index += 10) {
        if (index % 20 === 0) await kv.delete(`key-${index}`);
        else await kv.put(`key-${index}`, `rewritten ${index}`);
      }
      await kv.put('late', 'written during the read');
    })();
    await Promise.all([reading, changes]);

    const expected = await bucketNow(kv);
    expect(expected.size).toBe(3000 - 150 + 1);
    await expect.poll(() => copied(copy), { timeout: 10_000 }).toEqual(expected);
    await copy.close();
  });

  it('given a stream purged behind the watch, when the copy is read again, then it shows the empty bucket, and follows from there without reading it again', async () => {
    const kv = await newBucket();
    await kv.put('a', 'one');
    const copy = new KvCopy(kv, log);
    await copy.ready();

    const stream = `KV_${kvBucketFor(ns.namespace, `COPY_${bucketCount}`)}`;
    await nats.jsm.streams.purge(stream);
    await copy.ready();
    expect(copy.textOf('a')).toBe('one');

    copy.reread();
    await copy.ready();
    expect([...copy.keys()]).toEqual([]);
    await kv.put('b', 'after the purge');
    await expect.poll(() => copy.textOf('b'), { timeout: 10_000 }).toBe('after the purge');
    // Read once: the second purge, which no watch sees either, shows only at the next reread.
    await nats.jsm.streams.purge(stream);
    await copy.ready();
    expect(copy.textOf('b')).toBe('after the purge');
    await copy.close();
    expect(warnings).toEqual([]);
  });
});
