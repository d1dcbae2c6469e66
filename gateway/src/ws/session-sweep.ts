import { WS_CLOSE } from '@prop/contracts/constants';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionStore } from '@prop/service-kit/session-store';
import { sessionMatches } from '../auth/session-check.ts';
import { viewerIsLive } from '../auth/view-session.ts';
import type { Client, Hub } from './hub.ts';

/** Close code for "your session ended": the app treats it like a 401 and stops reconnecting. */
export const SESSION_ENDED = WS_CLOSE.sessionEnded;
const BATCH = 100;

function bySession(hub: Hub): Map<string, Client[]> {
  const groups = new Map<string, Client[]>();
  for (const client of hub.clients()) {
    const group = groups.get(client.sessionId);
    if (group) group.push(client);
    else groups.set(client.sessionId, [client]);
  }
  return groups;
}

/**
 * Pings every socket; one that did not answer the previous ping is gone and is dropped. A ping is
 * a write to the socket: 10,000 of them in one go held the event loop for half a second and
 * delayed every account update behind them, so the loop gets its turn after each batch.
 */
async function ping(hub: Hub): Promise<void> {
  let sent = 0;
  for (const client of [...hub.clients()]) {
    if (!client.alive) {
      client.socket.terminate();
      continue;
    }
    client.alive = false;
    client.socket.ping();
    if (++sent % BATCH === 0) await nextTurn();
  }
}

/**
 * Every interval, re-checks each open socket's session (one Redis look-up per session, however
 * many tabs share it) and closes the sockets of sessions that were logged out or revoked, and of
 * views as a trader whose admin session ended. A
 * Redis failure leaves sockets open: a blip must not disconnect everyone.
 */
export function startSessionSweep(hub: Hub, store: SessionStore, intervalMs: number, log: FastifyBaseLogger) {
  let running = false;

  async function checkSession(clients: Client[]): Promise<void> {
    const [first] = clients;
    if (!first) return;
    try {
      const session = await store.touch(first.sessionId);
      if (sessionMatches(session, first) && (await viewerIsLive(store, session))) return;
      for (const client of clients) client.socket.close(SESSION_ENDED, 'Session ended');
    } catch (error) {
      log.warn({ err: error }, 'socket session check failed');
    }
  }

  async function sweep(): Promise<void> {
    if (running) return;
    running = true;
    try {
      await ping(hub);
      const groups = [...bySession(hub).values()];
      for (let start = 0; start < groups.length; start += BATCH) {
        await Promise.all(groups.slice(start, start + BATCH).map(checkSession));
      }
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void sweep(), intervalMs);
  return () => clearInterval(timer);
}
