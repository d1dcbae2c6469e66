import type { Clock } from '@prop/service-kit/clock';
import { type AccountAddress, REGION_PLACEHOLDER } from './metaapi-client.ts';
import { type StreamHandlers, StreamSocket, type StreamTimings } from './stream-socket.ts';

export interface MetaApiStreamOptions {
  token: string;
  /**
   * The websocket API's base URL. `{region}` in it becomes each account's region, so each region
   * has its own sockets; without it every account streams from this one URL.
   */
  url: string;
  clock: Clock;
  log: { warn: (context: object, message: string) => void };
  /**
   * Accounts subscribed on one socket at most; more open another socket to the same host.
   * MetaApi limits subscriptions per socket; its SDK's `maxAccountsPerInstance` is 100.
   */
  maxAccountsPerSocket?: number;
  timings?: Partial<StreamTimings>;
}

export const DEFAULT_STREAM_TIMINGS: StreamTimings = {
  reconnectDelayMs: 1000,
  reconnectDelayMaxMs: 5000,
  subscribeRetryMs: 3000,
  subscribeRetryMaxMs: 5 * 60_000,
  silenceMs: 60_000,
};
const MAX_ACCOUNTS_PER_SOCKET = 100;
/** How often subscriptions due again (unanswered, disconnected, silent) are looked for. */
const SWEEP_MS = 250;

/**
 * MetaApi's websocket API for the accounts it is told to follow: sockets per region host, each
 * holding up to `maxAccountsPerSocket` subscriptions. It says which accounts are live (their
 * figures stream in) so the REST poll can leave them be, and passes figures and activity on.
 */
export class MetaApiStream {
  private readonly sockets: StreamSocket[] = [];
  private readonly socketOf = new Map<string, StreamSocket>();
  private readonly timings: StreamTimings;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: MetaApiStreamOptions,
    private readonly handlers: StreamHandlers,
  ) {
    this.timings = { ...DEFAULT_STREAM_TIMINGS, ...options.timings };
  }

  /**
   * Streams exactly these accounts: new ones are subscribed, gone ones unsubscribed, a moved one
   * (another region) subscribed at its new host, and a socket left without accounts closed.
   */
  follow(accounts: AccountAddress[]): void {
    this.timer ??= setInterval(() => {
      for (const socket of this.sockets) socket.sweep();
    }, SWEEP_MS);
    const wanted = new Map(accounts.map((account) => [account.id, this.urlOf(account.region)]));
    for (const [id, socket] of this.socketOf) {
      if (wanted.get(id) === socket.url) continue;
      socket.remove(id);
      this.socketOf.delete(id);
    }
    const max = this.options.maxAccountsPerSocket ?? MAX_ACCOUNTS_PER_SOCKET;
    for (const [id, url] of wanted) {
      if (this.socketOf.has(id)) continue;
      const socket = this.sockets.find((open) => open.url === url && open.size < max) ?? this.open(url);
      socket.add(id);
      this.socketOf.set(id, socket);
    }
    for (const socket of this.sockets.filter((open) => open.size === 0)) this.drop(socket);
  }

  isLive(mt5AccountId: string): boolean {
    return this.socketOf.get(mt5AccountId)?.isLive(mt5AccountId) ?? false;
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const socket of [...this.sockets]) this.drop(socket);
    this.socketOf.clear();
  }

  private urlOf(region: string): string {
    return this.options.url.replaceAll(REGION_PLACEHOLDER, region);
  }

  private open(url: string): StreamSocket {
    const socket = new StreamSocket(url, {
      token: this.options.token,
      clock: this.options.clock,
      timings: this.timings,
      log: this.options.log,
      handlers: this.handlers,
    });
    this.sockets.push(socket);
    return socket;
  }

  private drop(socket: StreamSocket): void {
    socket.close();
    this.sockets.splice(this.sockets.indexOf(socket), 1);
  }
}
