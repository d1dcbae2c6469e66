import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where encrypted KYC files live: a private folder on disk, or an S3-compatible bucket. */
export interface DocumentStore {
  /** Writes the whole stream under `key`; when the stream fails, nothing is left behind. */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes; rejects with DocumentMissingError when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; one that is already gone is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export class DocumentMissingError extends Error {
  constructor(key: string) {
    super(`Stored document ${key} is missing`);
  }
}

const STORAGE_KEY = /^[0-9a-f]{32}$/;

/** A random name that says nothing about the user or the file. */
export const newStorageKey = () => randomBytes(16).toString('hex');

/** Keys only ever come from newStorageKey; anything else (a path, say) is refused outright. */
export function assertStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error('Invalid document storage key');
  return key;
}
