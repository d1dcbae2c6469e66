import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, DocumentMissingError, type DocumentStore } from './document-store.ts';
import { writeNewFile } from './write-new-file.ts';

/** The embedded store: one file per document in a folder only this process's user can read. */
export async function createDiskStore(dir: string): Promise<DocumentStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => join(dir, assertStorageKey(key));
  return {
    async put(key, body: Readable) {
      const path = pathOf(key);
      try {
        // `flush`: the bytes are on disk before the row that names them commits.
        await writeNewFile(path, body, { flush: true });
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    async get(key) {
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new DocumentMissingError(key) : error;
      });
      return handle.createReadStream();
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {},
  };
}
