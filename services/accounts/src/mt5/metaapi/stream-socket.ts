import { randomUUID } from 'node:crypto';
import io from 'socket.io-client';
import type { Clock } from '@prop/service-kit/clock';
import type { Mt5AccountInfo } from '../provider.ts';
import { accountInfoOf } from './metaapi-shapes.ts';
import { retryAtFrom } from './retry-time.ts';
import {
  payloadOf,
  processingErrorSchema,
  responseSchema,
  type SynchronizationPacket,
  synchronizationPacketSchema,
} from './stream-shapes.ts';

/** What the stream learns of an account: its whole information, or the figures at new prices. */
export type StreamedFigures =
  | { kind: 'information'; info: Mt5AccountInfo }
  | { kind: 'prices'; figures: Partial<Pick<Mt5AccountInfo, 'equity' | 'margin' | 'freeMargin' | 'marginLevel'>> };

export interface StreamHandlers {
  figures(mt5AccountId: string, figures: StreamedFigures): void;
  /** A deal was added or a position changed: the ledger is worth reading now. */
  activity(mt5AccountId: string): void;
}

export interface StreamTimings {
  /** socket.io's reconnection backoff, first and longest delay (MetaApi's SDK: 1 s and 5 s). */
  reconnectDelayMs: number;
  reconnectDelayMaxMs: number;
  /**
   * A subscribe that brought no figures is sent again after this, doubling up to the maximum
   * (MetaApi's SDK: 3 s, up to 5 min): a terminal that is down answers nothing until it is up.
   */
  subscribeRetryMs: number;
  subscribeRetryMaxMs: number;
  /**
   * A live account without a packet for this long is not trusted any more: it is read over REST
   * and subscribed again. MetaApi sends `status` packets while a terminal is connected; its SDK
   * gives up after 60 s of silence.
   */
  silenceMs: number;
}

export interface StreamSocketOptions {
  token: string;
  clock: Clock;
  timings: StreamTimings;
  log: { warn: (context: object, message: string) => void };
  handlers: StreamHandlers;
}

interface Subscription {
  phase: 'subscribing' | 'synchronizing' | 'live';
  /** When to subscribe again if the account is not live by then. */
  retryAt: number;
  retryDelay: number;
  /** The synchronization asked last: packets of another one are stale. */
  synchronizationId: string | undefined;
  lastPacketAt: number;
  /**
   * The last moment the account was known live. The next synchronization's deals start there,
   * so a deal made while the stream was down arrives as a `deals` packet: an activity hint.
   */
  liveUntil: number | null;
}

/** The terminal instance subscribed: a high-reliability account's second instance (1) is not used. */
const INSTANCE = 0;

/**
 * One socket.io connection to a MetaApi client API host, for the accounts given to it. Each
 * account is subscribed (again after every reconnect), synchronized from now once authenticated,
 * and is live from its first account information on, until its terminal disconnects, the socket
 * goes down or it falls silent. Packets bring figures and activity hints to the handlers.
 */
export class StreamSocket {
  private readonly socket: SocketIOClient.Socket;
  private readonly subscriptions = new Map<string, Subscription>();
  /** Requests sent on this connection and not answered yet, to match an error to its account. */
  private readonly requests = new Map<string, string>();
  /** Each connection subscribes in a session of its own: an `authenticated` of another one is stale. */
  private sessionId = '';
  private failing = false;
  private closed = false;
  private reopen: NodeJS.Timeout | undefined;

  constructor(
    readonly url: string,
    private readonly options: StreamSocketOptions,
  ) {
    this.socket = io(url, {
      path: '/ws',
      // Long polling needs each request of a session to reach the same server; a websocket is one connection.
      transports: ['websocket'],
      forceNew: true,
      reconnection: true,
      reconnectionDelay: options.timings.reconnectDelayMs,
      reconnectionDelayMax: options.timings.reconnectDelayMaxMs,
      // protocol 3: the packet shapes of MetaApi's current SDK, which this client reads.
      query: { 'auth-token': options.token, clientId: String(Math.random()), protocol: 3 },
    });
    this.socket.on('connect', () => this.connected());
    this.socket.on('disconnect', (reason: string) => this.disconnected(reason));
    this.socket.on('connect_error', (error: Error) => this.failed(error));
    this.socket.on('synchronization', (data: unknown) => this.packet(data));
    this.socket.on('response', (data: unknown) => this.answered(data));
    this.socket.on('processingError', (data: unknown) => this.processingError(data));
  }

  get size(): number {
    return this.subscriptions.size;
  }

  add(mt5AccountId: string): void {
    const subscription: Subscription = {
      phase: 'subscribing',
      retryAt: 0,
      retryDelay: this.options.timings.subscribeRetryMs,
      synchronizationId: undefined,
      lastPacketAt: 0,
      liveUntil: null,
    };
    this.subscriptions.set(mt5AccountId, subscription);
    this.subscribe(mt5AccountId, subscription);
  }

  remove(mt5AccountId: string): void {
    if (!this.subscriptions.delete(mt5AccountId)) return;
    this.request({ type: 'unsubscribe', accountId: mt5AccountId, instanceIndex: INSTANCE });
  }

  /** Its figures come from the stream now: authenticated, synchronized, heard from lately, on a socket that is up. */
  isLive(mt5AccountId: string): boolean {
    const subscription = this.subscriptions.get(mt5AccountId);
    return (
      this.socket.connected &&
      subscription?.phase === 'live' &&
      this.now() - subscription.lastPacketAt < this.options.timings.silenceMs
    );
  }

  /** Subscribes again the accounts that are due: not live by their retry time, or live but silent. */
  sweep(): void {
    if (!this.socket.connected) return;
    const now = this.now();
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.phase === 'live') {
        if (now - subscription.lastPacketAt < this.options.timings.silenceMs) continue;
        subscription.liveUntil = subscription.lastPacketAt;
        this.options.log.warn({ mt5AccountId: id, url: this.url }, 'MetaApi stream silent: subscribing again');
      } else if (now < subscription.retryAt) continue;
      this.subscribe(id, subscription);
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.reopen);
    this.socket.close();
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }

  private connected(): void {
    this.failing = false;
    this.sessionId = randomUUID().replaceAll('-', '');
    this.requests.clear();
    for (const [id, subscription] of this.subscriptions) {
      subscription.retryDelay = this.options.timings.subscribeRetryMs;
      this.subscribe(id, subscription);
    }
  }

  private disconnected(reason: string): void {
    const now = this.now();
    for (const subscription of this.subscriptions.values()) {
      if (subscription.phase === 'live') subscription.liveUntil = now;
      subscription.phase = 'subscribing';
    }
    if (this.closed) return;
    this.options.log.warn({ url: this.url, reason }, 'MetaApi stream disconnected: its accounts are read over REST');
    // socket.io reconnects by itself after a network loss, but not after the server closed the socket.
    if (reason === 'io server disconnect') {
      this.reopen = setTimeout(() => this.socket.connect(), this.options.timings.reconnectDelayMs);
    }
  }

  private failed(error: Error): void {
    if (this.failing) return;
    this.failing = true;
    this.options.log.warn({ url: this.url, err: error.message }, 'MetaApi stream cannot connect: retrying');
  }

  private subscribe(mt5AccountId: string, subscription: Subscription): void {
    subscription.phase = 'subscribing';
    subscription.synchronizationId = undefined;
    this.retryLater(subscription);
    this.request({ type: 'subscribe', accountId: mt5AccountId, instanceIndex: INSTANCE, sessionId: this.sessionId });
  }

  /** Asks the terminal's state from now on: figures and updates, no history but the deals missed while down. */
  private synchronize(mt5AccountId: string, subscription: Subscription, host: string | undefined): void {
    const now = this.now();
    subscription.phase = 'synchronizing';
    subscription.synchronizationId = randomUUID();
    this.retryLater(subscription);
    this.request({
      type: 'synchronize',
      accountId: mt5AccountId,
      requestId: subscription.synchronizationId,
      instanceIndex: INSTANCE,
      host,
      startingDealTime: new Date(subscription.liveUntil ?? now).toISOString(),
      startingHistoryOrderTime: new Date(now).toISOString(),
    });
  }

  private retryLater(subscription: Subscription): void {
    subscription.retryAt = this.now() + subscription.retryDelay;
    subscription.retryDelay = Math.min(subscription.retryDelay * 2, this.options.timings.subscribeRetryMaxMs);
  }

  /** Sends a request while the socket is up; socket.io would otherwise buffer it for a later session. */
  private request(request: { type: string; accountId: string; requestId?: string; [field: string]: unknown }): void {
    if (!this.socket.connected) return;
    const requestId = request.requestId ?? randomUUID();
    this.requests.set(requestId, request.accountId);
    this.socket.emit('request', { ...request, requestId });
  }

  private answered(data: unknown): void {
    const response = responseSchema.safeParse(payloadOf(data)).data;
    if (response) this.requests.delete(response.requestId);
  }

  private processingError(data: unknown): void {
    const body = payloadOf(data);
    const error = processingErrorSchema.safeParse(body).data;
    const mt5AccountId = error?.requestId ? this.requests.get(error.requestId) : undefined;
    if (!error?.requestId || !mt5AccountId) return;
    this.requests.delete(error.requestId);
    const subscription = this.subscriptions.get(mt5AccountId);
    if (subscription && error.error === 'TooManyRequestsError') {
      // A subscription limit: MetaApi names when to try again; REST reads the account meanwhile.
      subscription.retryAt = Math.max(subscription.retryAt, retryAtFrom(null, body, this.now()));
    }
    this.options.log.warn({ mt5AccountId, error: error.error }, error.message ?? 'MetaApi stream request failed');
  }

  private packet(data: unknown): void {
    const parsed = synchronizationPacketSchema.safeParse(payloadOf(data));
    if (!parsed.success || (parsed.data.instanceIndex ?? INSTANCE) !== INSTANCE) return;
    const packet = parsed.data;
    const subscription = this.subscriptions.get(packet.accountId);
    if (!subscription) return;
    subscription.lastPacketAt = this.now();
    const stale = packet.synchronizationId !== undefined && packet.synchronizationId !== subscription.synchronizationId;
    switch (packet.type) {
      case 'authenticated':
        if (subscription.phase !== 'subscribing' || (packet.sessionId && packet.sessionId !== this.sessionId)) return;
        this.synchronize(packet.accountId, subscription, packet.host);
        return;
      case 'disconnected':
        // The terminal lost its connection: REST reads the account until a later subscribe is answered.
        if (subscription.phase === 'live') subscription.liveUntil = subscription.lastPacketAt;
        subscription.phase = 'subscribing';
        subscription.retryDelay = this.options.timings.subscribeRetryMs;
        this.retryLater(subscription);
        return;
      case 'accountInformation':
        if (stale || !packet.accountInformation || subscription.phase === 'subscribing') return;
        subscription.phase = 'live';
        subscription.retryDelay = this.options.timings.subscribeRetryMs;
        this.information(packet.accountId, packet);
        return;
      case 'prices':
        if (subscription.phase === 'live') this.prices(packet.accountId, packet);
        return;
      case 'update':
        if (subscription.phase === 'live') this.information(packet.accountId, packet);
        if (packet.deals?.length || packet.updatedPositions?.length || packet.removedPositionIds?.length) {
          this.options.handlers.activity(packet.accountId);
        }
        return;
      case 'deals':
        if (!stale && packet.deals?.length) this.options.handlers.activity(packet.accountId);
        return;
    }
  }

  private information(mt5AccountId: string, packet: SynchronizationPacket): void {
    if (packet.accountInformation) {
      this.options.handlers.figures(mt5AccountId, {
        kind: 'information',
        info: accountInfoOf(packet.accountInformation),
      });
    }
  }

  private prices(mt5AccountId: string, packet: SynchronizationPacket): void {
    if (packet.equity === undefined) return;
    this.options.handlers.figures(mt5AccountId, {
      kind: 'prices',
      figures: {
        equity: packet.equity,
        ...(packet.margin === undefined ? {} : { margin: packet.margin }),
        ...(packet.freeMargin === undefined ? {} : { freeMargin: packet.freeMargin }),
        // Without margin in use MetaApi leaves the level out: none, as the REST read says.
        ...(packet.margin === undefined ? {} : { marginLevel: packet.marginLevel ?? null }),
      },
    });
  }
}
