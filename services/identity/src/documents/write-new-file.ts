import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes a stream into a file that must not exist yet (`wx`: a name is never reused). When it
 * fails, it rejects only once the file is closed: `pipeline` rejects as soon as the body fails,
 * while the file's open can still be waiting on libuv's thread pool, and a caller's `rm` that ran
 * first would find nothing and leave the file the open then creates.
 */
export async function writeNewFile(path: string, body: Readable, options: { flush?: boolean } = {}): Promise<void> {
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600, flush: options.flush ?? false });
  try {
    await pipeline(body, file);
  } catch (error) {
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    throw error;
  }
}
