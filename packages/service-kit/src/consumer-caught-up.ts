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

export type DigestedOptions = Pick<CaughtUpOptions, 'timeoutMs' | 'pollMs'>;

/** A durable consumer still behind, with how many events it has yet to finish. */
export interface Behind {
  stream: string;
  durable: string;
  waiting: number;
}

/**
 * Waits until every durable consumer on the services' streams has caught up, twice in a row: a
 * handler acknowledges before the events it emitted leave the outbox, so one clean read can fall
 * between the two. Returns the consumers still behind when the time ran out (none when digested).
 */
export async function eventsDigested(
  nats: Nats,
  namespace: string,
  services: readonly string[],
  options: DigestedOptions,
): Promise<Behind[]> {
  const deadline = performance.now() + options.timeoutMs;
  const pollMs = options.pollMs ?? 250;
  let cleanReads = 0;
  for (;;) {
    const behind = await consumersBehind(nats, namespace, services);
    cleanReads = behind.length === 0 ? cleanReads + 1 : 0;
    if (cleanReads === 2 || performance.now() + pollMs > deadline) return behind;
    await delay(pollMs);
  }
}

async function consumersBehind(nats: Nats, namespace: string, services: readonly string[]): Promise<Behind[]> {
  const behind: Behind[] = [];
  for (const service of services) {
    const stream = streamNameFor(namespace, service);
    try {
      for await (const info of nats.jsm.consumers.list(stream)) {
        // Ordered and other ephemeral readers (a socket's live feed) follow the stream, never finish it.
        if (!info.config.durable_name) continue;
        const waiting = info.num_pending + info.num_ack_pending;
        if (waiting > 0) behind.push({ stream, durable: info.name, waiting });
      }
    } catch {
      // A stream the server could not list counts as behind: digested is a claim about every one.
      behind.push({ stream, durable: '*', waiting: Number.NaN });
    }
  }
  return behind;
}
