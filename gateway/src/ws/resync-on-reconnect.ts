import type { FastifyBaseLogger } from 'fastify';
import { RESYNC_MESSAGE } from '@prop/contracts/realtime';
import type { NatsConnection } from './event-relay.ts';
import type { Hub } from './hub.ts';

/**
 * The relay's subscriptions are plain NATS ones: while this replica's connection is away (a NATS
 * node killed, the server dropping a connection that fell behind) the events published meanwhile
 * are lost to its sockets, which stay open and would show what they had until the next push about
 * it. Once the connection is back, every socket here is told to re-read what it shows. Returns the
 * function that stops the telling.
 */
export function resyncOnReconnect(nc: NatsConnection, hub: Hub, log: FastifyBaseLogger): () => void {
  let stopped = false;
  void (async () => {
    // The statuses end when the connection closes; a stopped watch leaves at the next one.
    for await (const status of nc.status()) {
      if (stopped) return;
      if (status.type !== 'reconnect') continue;
      log.warn({ server: status.server, sockets: hub.size }, 'NATS connection back: sockets told to re-read');
      hub.broadcast(RESYNC_MESSAGE);
    }
  })();
  return () => {
    stopped = true;
  };
}
