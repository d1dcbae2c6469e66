import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  reconnectDelayMs,
  WS_CLOSE,
  WS_HANDSHAKE_TIMEOUT_MS,
  WS_RECONNECT,
  WS_REREAD_SPREAD_MS,
} from '@prop/contracts/constants';
import { isResync, type RealtimeMessage, realtimeMessageSchema } from '@prop/contracts/realtime';

export type RealtimeState = 'disconnected' | 'connecting' | 'connected' | 'error';

export type RealtimeArea = 'trader' | 'admin';

/** The admin app names its area, so a browser signed in to both gets the socket it asked for. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, area: RealtimeArea): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws?area=${area}`;
}

/**
 * Keeps one socket to /ws while `enabled`, reconnecting at most 5 times with
 * min(1000 x 2^attempt, 30000) ms between attempts; a successful connection resets the count.
 * A socket not open within WS_HANDSHAKE_TIMEOUT_MS is closed and counts as a failed attempt.
 * A socket the gateway closed because its session ended, or because a newer tab of the session took
 * its place, stays closed: reconnecting would only push another tab out.
 *
 * The gateway pushes only to the sockets it holds, and holds one from its opening on, so an opened
 * socket re-reads every shown list: a withdrawal filed or a ticket answered after the page's first
 * reads, or while the socket was away, shows then, not at the next push. The first opening re-reads
 * at once (page loads come spread out by themselves); a socket opened again, or one the gateway tells
 * to (its own event feed was away), within WS_REREAD_SPREAD_MS, not at once with every other socket
 * of its replica.
 */
export function useRealtime(
  area: RealtimeArea,
  enabled: boolean,
  onMessage: (message: RealtimeMessage) => void,
): RealtimeState {
  const [state, setState] = useState<RealtimeState>('disconnected');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const { mutate } = useSWRConfig();
  const revalidateShown = useRef(mutate);
  revalidateShown.current = mutate;

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let handshake: ReturnType<typeof setTimeout> | undefined;
    let reread: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let opened = false;

    // Every key a mounted hook reads; keys no screen shows are left alone. At a moment of this
    // socket's own within `spreadMs`: after a break, the replica's other sockets are re-reading too.
    const rereadShown = (spreadMs: number) => {
      clearTimeout(reread);
      reread = setTimeout(() => void revalidateShown.current(() => true), Math.random() * spreadMs);
    };

    // After a close (its code) or a socket that did not open in time (null): the next attempt, or none.
    const retry = (code: number | null) => {
      if (stopped) return;
      if ((code !== null && isFinalClose(code)) || attempt >= WS_RECONNECT.maxAttempts) {
        setState('disconnected');
        return;
      }
      setState('connecting');
      timer = setTimeout(connect, reconnectDelayMs(attempt));
      attempt += 1;
    };

    const connect = () => {
      setState('connecting');
      const opening = new WebSocket(realtimeUrl(window.location, area));
      socket = opening;
      // An upgrade with no answer raises no close to retry on: the attempt fails here instead.
      handshake = setTimeout(() => {
        opening.onclose = null;
        opening.onerror = null;
        opening.close();
        retry(null);
      }, WS_HANDSHAKE_TIMEOUT_MS);
      opening.onopen = () => {
        clearTimeout(handshake);
        attempt = 0;
        setState('connected');
        rereadShown(opened ? WS_REREAD_SPREAD_MS : 0);
        opened = true;
      };
      opening.onmessage = (event) => {
        const message = safeJson(event.data);
        // The gateway's event feed broke and came back: what it pushed meanwhile never came.
        if (isResync(message)) {
          rereadShown(WS_REREAD_SPREAD_MS);
          return;
        }
        const parsed = realtimeMessageSchema.safeParse(message);
        if (parsed.success) handler.current(parsed.data);
      };
      opening.onerror = () => setState('error');
      opening.onclose = (event) => {
        clearTimeout(handshake);
        retry(event.code);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(handshake);
      clearTimeout(reread);
      socket?.close();
      setState('disconnected');
    };
  }, [area, enabled]);

  return state;
}

function isFinalClose(code: number): boolean {
  return code === WS_CLOSE.sessionEnded || code === WS_CLOSE.tooManySockets;
}

function safeJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
