import { randomBytes } from 'node:crypto';
import { connectNats } from '../nats.ts';

/** What an anchor's stream name starts with; never a namespace's (`T` and ten hex digits). */
export const ANCHOR_PREFIX = 'ANCHOR_';

/**
 * Keeps one file-stored stream on the shared NATS server while a test run lasts, and returns what
 * deletes it.
 *
 * nats-server 2.9 removes an account's store folder (`jetstream/$G`) when its last stream is deleted,
 * and a stream created at that moment fails with "error creating store for stream" (its log says
 * `mkdir .../$G/streams: no such file or directory`). Test files run at once on that server, each in
 * its own namespace: one file's cleanup deleting the last streams on the server failed another
 * file's start now and then (a CI run's `beforeAll` of services/billing/test/revenue-metrics). While
 * the anchor is there, the folder is never empty, so never removed. Each run has its own, so one
 * run's end does not take away another's.
 */
export async function anchorJetStreamStore(natsUrl: string): Promise<() => Promise<void>> {
  const id = randomBytes(5).toString('hex');
  const name = `${ANCHOR_PREFIX}${id.toUpperCase()}`;
  const nats = await connectNats(natsUrl, 'test-run-anchor');
  await nats.jsm.streams.add({ name, subjects: [`anchor.${id}`], storage: 'file' });
  return async () => {
    await nats.jsm.streams.delete(name);
    await nats.nc.close();
  };
}
