import { setTimeout as delay } from 'node:timers/promises';
import { type Nats, streamNameFor } from './nats.ts';

export interface CaughtUpOptions {
  /** The service whose stream the durable reads. */
  service: string;
  durable: string;
  /** How long to wait before giving up. */
  timeoutMs: number;
  /** How often to ask the server. */
  pollMs?: number;
}

/**
 * Whether a durable consumer has caught up: nothing on its stream left to deliver and nothing
 * delivered left unacknowledged. Asked until it has or the time is up; an answer the server could
 * not give counts as not yet. Resolves false unless it caught up.
 */
export async function consumerCaughtUp(nats: Nats, namespace: string, options: CaughtUpOptions): Promise<boolean> {
  const stream = streamNameFor(namespace, options.service);
  const deadline = performance.now() + options.timeoutMs;
  const pollMs = options.pollMs ?? 50;
  for (;;) {
    const info = await nats.jsm.consumers.info(stream, options.durable).catch(() => null);
    if (info && info.num_pending + info.num_ack_pending === 0) return true;
    if (performance.now() + pollMs > deadline) return false;
    await delay(pollMs);
  }
}
