import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStore } from '../src/documents/disk-store.ts';
import { newStorageKey } from '../src/documents/document-store.ts';

describe('the disk store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'disk-store-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A body its inspection has already refused, as a seal's cipher is when the first bytes are wrong. */
  const refusedBody = () => new Readable({ read() {} }).destroy(new Error('refused at its first bytes'));

  it('leaves no file behind when a body fails before its file was even opened', async () => {
    // A body refused at once used to reject the write while the file's open still waited on
    // libuv's thread pool; the removal that followed could run first and the open then left a
    // file no row names. Three writers at once keep the pool's threads racing (seen in CI).
    const store = await createDiskStore(dir);
    const writer = async () => {
      for (let i = 0; i < 700; i++) {
        await expect(store.put(newStorageKey(), refusedBody())).rejects.toThrow('refused at its first bytes');
      }
    };
    await Promise.all([writer(), writer(), writer()]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps what a body that ends well wrote', async () => {
    const store = await createDiskStore(dir);
    const key = newStorageKey();
    await store.put(key, Readable.from([Buffer.from('ciphertext')]));
    const stored = await store.get(key);
    expect(Buffer.concat(await stored.toArray()).toString()).toBe('ciphertext');
  });
});
