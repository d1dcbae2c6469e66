import {
  reconnectDelayMs,
  WS_CLOSE,
  WS_HANDSHAKE_TIMEOUT_MS,
  WS_RECONNECT,
} from '../../../packages/contracts/src/constants.ts';
import { isResync } from '../../../packages/contracts/src/realtime.ts';
import type { Client } from './client.ts';

/** Node's WebSocket (undici) takes request headers, which a browser sets itself: the cookie and origin. */
type HeaderWebSocket = new (url: string, init: { headers: Record<string, string> }) => WebSocket;

/**
 * A trader's /ws kept open as the trader app keeps it (packages/web-client/src/use-realtime.ts):
 * reconnecting at most 5 times with min(1000 x 2^attempt, 30000) ms between attempts, the count reset
 * by a connection, never after the gateway closed it for good. A socket not open within
 * WS_HANDSHAKE_TIMEOUT_MS is closed and counts as a failed attempt, as in the app. A socket that gave
 * up is what a trader would see as "disconnected" until they reload the page.
 */
class TraderSocket {
  connected = false;
  gaveUp = false;
  /**
   * Times it opened, closed without being asked to, gave up reconnecting, had no answer to its
   * upgrade, had its upgrade refused or cut off, and was told to re-read (its gateway's NATS
   * connection came back).
   */
  opened = 0;
  dropped = 0;
  gaveUpTimes = 0;
  handshakeTimeouts = 0;
  failedUpgrades = 0;
  resyncs = 0;
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly baseUrl: string,
    private readonly client: Client,
  ) {}

  connect(): void {
    const Socket = globalThis.WebSocket as unknown as HeaderWebSocket;
    const socket = new Socket(`${this.baseUrl.replace(/^http/, 'ws')}/ws?area=trader`, {
      headers: { cookie: this.client.cookieHeader(), origin: this.baseUrl },
    });
    this.socket = socket;
    // An attempt ends once, whichever of its events comes first; the socket says nothing more.
    const end = (code: number | null) => {
      clearTimeout(handshake);
      socket.onopen = null;
      socket.onerror = null;
      socket.onclose = null;
      if (this.connected) this.dropped += 1;
      this.retry(code);
    };
    const handshake = setTimeout(() => {
      this.handshakeTimeouts += 1;
      end(null);
      socket.close();
    }, WS_HANDSHAKE_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(handshake);
      this.attempt = 0;
      this.connected = true;
      this.opened += 1;
    };
    // Node 20's WebSocket (undici 6) reports an upgrade refused (401, 503) or cut off (a reset
    // connection) with an error and no close, where a browser fires a close after it: the attempt
    // ends at the error, or the socket would stay "connecting" for good. After opening, a close follows.
    socket.onerror = () => {
      if (this.connected) return;
      this.failedUpgrades += 1;
      end(null);
      socket.close();
    };
    socket.onclose = (event) => end(event.code);
    socket.onmessage = (event) => {
      if (typeof event.data === 'string' && isResync(JSON.parse(event.data))) this.resyncs += 1;
    };
  }

  /** After a close (its code) or a failed upgrade (null): the next attempt, or giving up. */
  private retry(code: number | null): void {
    this.connected = false;
    if (this.stopped) return;
    const final = code === WS_CLOSE.sessionEnded || code === WS_CLOSE.tooManySockets;
    if (final || this.attempt >= WS_RECONNECT.maxAttempts) {
      this.gaveUp = true;
      this.gaveUpTimes += 1;
      return;
    }
    this.timer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
    this.attempt += 1;
  }

  /** What a reload does for a socket that gave up. */
  reload(): void {
    this.gaveUp = false;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close();
  }
}

/** The longest a socket keeps trying: each attempt's back-off delay and its handshake at most. */
const RECONNECT_WINDOW_MS = Array.from(
  { length: WS_RECONNECT.maxAttempts },
  (_, attempt) => reconnectDelayMs(attempt) + WS_HANDSHAKE_TIMEOUT_MS,
).reduce((sum, delay) => sum + delay, 0);

/** Signed-in traders' sockets, held open through the run. */
export class TraderSockets {
  private readonly sockets: TraderSocket[];

  constructor(baseUrl: string, clients: Client[]) {
    this.sockets = clients.map((client) => new TraderSocket(baseUrl, client));
    for (const socket of this.sockets) socket.connect();
  }

  /**
   * Waits until every socket is connected again (each with its own back-off), at most as long as
   * the app keeps trying; returns how many are not (gave up, or still trying), and reloads those
   * that gave up.
   */
  async settle(): Promise<number> {
    const deadline = Date.now() + RECONNECT_WINDOW_MS;
    while (Date.now() < deadline && this.sockets.some((socket) => !socket.connected && !socket.gaveUp)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const down = this.sockets.filter((socket) => !socket.connected);
    for (const socket of down) if (socket.gaveUp) socket.reload();
    return down.length;
  }

  counts() {
    const sum = (pick: (socket: TraderSocket) => number) => this.sockets.reduce((total, s) => total + pick(s), 0);
    return {
      sockets: this.sockets.length,
      opened: sum((s) => s.opened),
      dropped: sum((s) => s.dropped),
      gaveUp: sum((s) => s.gaveUpTimes),
      handshakeTimeouts: sum((s) => s.handshakeTimeouts),
      failedUpgrades: sum((s) => s.failedUpgrades),
      resyncs: sum((s) => s.resyncs),
    };
  }

  stop(): void {
    for (const socket of this.sockets) socket.stop();
  }
}
