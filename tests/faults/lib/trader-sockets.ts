import { reconnectDelayMs, WS_CLOSE, WS_RECONNECT } from '../../../packages/contracts/src/constants.ts';
import type { Client } from './client.ts';

/** Node's WebSocket (undici) takes request headers, which a browser sets itself: the cookie and origin. */
type HeaderWebSocket = new (url: string, init: { headers: Record<string, string> }) => WebSocket;

/**
 * A trader's /ws kept open as the trader app keeps it (packages/web-client/src/use-realtime.ts):
 * reconnecting at most 5 times with min(1000 x 2^attempt, 30000) ms between attempts, the count reset
 * by a connection, never after the gateway closed it for good. A socket that gave up is what a
 * trader would see as "disconnected" until they reload the page.
 */
class TraderSocket {
  connected = false;
  gaveUp = false;
  /** Times it opened, closed without being asked to, and gave up reconnecting. */
  opened = 0;
  dropped = 0;
  gaveUpTimes = 0;
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
    socket.onopen = () => {
      this.attempt = 0;
      this.connected = true;
      this.opened += 1;
    };
    socket.onclose = (event) => {
      const wasOpen = this.connected;
      this.connected = false;
      if (this.stopped) return;
      if (wasOpen) this.dropped += 1;
      const final = event.code === WS_CLOSE.sessionEnded || event.code === WS_CLOSE.tooManySockets;
      if (final || this.attempt >= WS_RECONNECT.maxAttempts) {
        this.gaveUp = true;
        this.gaveUpTimes += 1;
        return;
      }
      this.timer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
      this.attempt += 1;
    };
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

/** The longest a socket keeps trying: the sum of its back-off delays, and a few seconds to connect. */
const RECONNECT_WINDOW_MS =
  Array.from({ length: WS_RECONNECT.maxAttempts }, (_, attempt) => reconnectDelayMs(attempt)).reduce(
    (sum, delay) => sum + delay,
    0,
  ) + 5_000;

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
    };
  }

  stop(): void {
    for (const socket of this.sockets) socket.stop();
  }
}
