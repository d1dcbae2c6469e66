import type { Server as HttpServer, IncomingMessage } from 'node:http';
import SocketIO from 'socket.io';

/** What the fake's REST side holds, read by the stream too. */
export interface FakeTerminals {
  accounts: { _id: string; region: string }[];
  information: Map<string, object>;
  deals: Map<string, { time: string }[]>;
  positions: Map<string, object[]>;
}

export interface StreamRequest {
  type: string;
  accountId: string;
  requestId: string;
  /** The region whose host the socket addressed; undefined for the fake's own address. */
  region: string | undefined;
  at: number;
  sessionId?: string;
  startingDealTime?: string;
}

/** The server a MetaApi terminal runs on, as packets name it. */
const TERMINAL_HOST = 'ps-mpa-1';

/**
 * MetaApi's websocket API (socket.io 2, Engine.IO 3, at path /ws) on the fake's HTTP server. A
 * connection needs the auth token in its query. A subscribe is answered by `authenticated` while
 * the account's terminal is up, and a synchronize by the terminal's state (account information,
 * positions, the deals since its starting time); the test pushes prices, updates and terminal
 * disconnects, drops every socket, and refuses connections for a while.
 */
export function attachFakeStream(
  server: HttpServer,
  terminals: FakeTerminals,
  token: string,
  regionOfHost: (host: string | undefined) => string | undefined,
) {
  const requests: StreamRequest[] = [];
  /** Handshakes accepted, with the region each addressed. */
  const connections: { region: string | undefined; at: number }[] = [];
  /** The socket each account subscribed on last. */
  const subscribedOn = new Map<string, SocketIO.Socket>();
  /** Accounts whose terminal is down: their subscribes get no `authenticated`. */
  const terminalsDown = new Set<string>();
  let refusing = false;

  const io = SocketIO(server, {
    path: '/ws',
    serveClient: false,
    allowRequest: (request: IncomingMessage, answer: (error: string | null, allowed: boolean) => void) => {
      const query = new URL(request.url ?? '/', 'http://fake').searchParams;
      if (refusing) answer('unavailable', false);
      else answer('unauthorized', query.get('auth-token') === token);
    },
  });

  io.on('connection', (socket: SocketIO.Socket) => {
    const region = regionOfHost(socket.handshake.headers.host);
    connections.push({ region, at: Date.now() });
    socket.on('request', (request: Omit<StreamRequest, 'region' | 'at'>) => {
      requests.push({ ...request, region, at: Date.now() });
      const { accountId, requestId } = request;
      const account = terminals.accounts.find((candidate) => candidate._id === accountId);
      // A region's host knows only that region's accounts.
      if (!account || (region && account.region !== region)) {
        socket.emit('processingError', {
          id: 1,
          error: 'NotFoundError',
          message: 'Account not found',
          requestId,
        });
        return;
      }
      socket.emit('response', { type: 'response', accountId, requestId });
      if (request.type === 'subscribe') {
        subscribedOn.set(accountId, socket);
        if (!terminalsDown.has(accountId)) {
          packet(socket, { type: 'authenticated', accountId, sessionId: request.sessionId, replicas: 1 });
        }
      } else if (request.type === 'synchronize') synchronize(socket, accountId, requestId, request.startingDealTime);
      else if (request.type === 'unsubscribe' && subscribedOn.get(accountId) === socket) subscribedOn.delete(accountId);
    });
  });

  function packet(socket: SocketIO.Socket, data: { type: string; accountId: string; [field: string]: unknown }) {
    socket.emit('synchronization', { instanceIndex: 0, host: TERMINAL_HOST, ...data });
  }

  function synchronize(socket: SocketIO.Socket, accountId: string, synchronizationId: string, from?: string) {
    const sync = { accountId, synchronizationId };
    packet(socket, { type: 'synchronizationStarted', ...sync, positionsUpdated: true, ordersUpdated: true });
    packet(socket, { type: 'accountInformation', ...sync, accountInformation: terminals.information.get(accountId) });
    packet(socket, { type: 'positions', ...sync, positions: terminals.positions.get(accountId) ?? [] });
    packet(socket, { type: 'orders', ...sync, orders: [] });
    const start = from ? Date.parse(from) : 0;
    const missed = (terminals.deals.get(accountId) ?? []).filter((deal) => Date.parse(deal.time) >= start);
    if (missed.length) packet(socket, { type: 'deals', ...sync, deals: missed });
    packet(socket, { type: 'dealSynchronizationFinished', ...sync });
    packet(socket, { type: 'orderSynchronizationFinished', ...sync });
  }

  /** Sends to the socket the account subscribed on; false when it has none open. */
  function push(accountId: string, data: { type: string; [field: string]: unknown }): boolean {
    const socket = subscribedOn.get(accountId);
    if (!socket?.connected) return false;
    packet(socket, { ...data, accountId });
    return true;
  }

  return {
    requests,
    connections,
    subscribes: (accountId?: string) =>
      requests.filter((request) => request.type === 'subscribe' && (!accountId || request.accountId === accountId)),
    /** New figures at new prices, as MetaApi streams them with each price change. */
    pushPrices: (
      accountId: string,
      figures: { equity: number; margin?: number; freeMargin?: number; marginLevel?: number },
    ) =>
      push(accountId, {
        type: 'prices',
        prices: [{ symbol: 'EURUSD', bid: 1.0831, ask: 1.0832, time: new Date().toISOString() }],
        ...figures,
      }),
    /** A terminal state update: new account information, positions changed, deals added. */
    pushUpdate: (accountId: string, update: Record<string, unknown>) => push(accountId, { type: 'update', ...update }),
    /** The terminal loses its connection: `disconnected`, and no `authenticated` until it is up again. */
    terminalDown: (accountId: string) => {
      terminalsDown.add(accountId);
      return push(accountId, { type: 'disconnected' });
    },
    terminalUp: (accountId: string) => terminalsDown.delete(accountId),
    /** Cuts every socket's TCP connection, as a network loss would: clients reconnect by themselves. */
    dropSockets: () => {
      for (const socket of Object.values(io.sockets.sockets)) (socket.request as IncomingMessage).socket.destroy();
    },
    /** Closes every socket from the server's side, which socket.io clients do not reconnect by themselves. */
    closeSockets: () => {
      for (const socket of Object.values(io.sockets.sockets)) socket.disconnect(true);
    },
    refuseConnections: (refuse: boolean) => {
      refusing = refuse;
    },
    /** Closes every socket and the HTTP server under them. */
    close: () => io.close(),
  };
}

export type FakeStream = ReturnType<typeof attachFakeStream>;
