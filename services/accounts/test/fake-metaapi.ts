import dns from 'node:dns';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachFakeStream, type FakeStream } from './fake-metaapi-stream.ts';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  path: string;
  /** The query string, with its '?'. */
  search: string;
  /** The Host the client addressed: a region's host, or the fake's own address. */
  host: string | undefined;
  at: number;
  token: string | undefined;
}

/** Region hosts are `<region>.metaapi.test`: `.test` is reserved (RFC 2606), so no real name is shadowed. */
const REGION_DOMAIN = 'metaapi.test';
let regionHostsResolveHere = false;

/**
 * Makes every `<region>.metaapi.test` resolve to this machine for the rest of the test process, so
 * one fake answers for all regions' hosts and the client really addresses each account's own host.
 */
function resolveRegionHostsHere(): void {
  if (regionHostsResolveHere) return;
  regionHostsResolveHere = true;
  const realLookup = dns.lookup;
  const lookup = (...args: unknown[]) => {
    const [hostname, options, callback] = args;
    if (typeof hostname !== 'string' || !hostname.endsWith(`.${REGION_DOMAIN}`)) {
      return Reflect.apply(realLookup, dns, args);
    }
    const done = (typeof options === 'function' ? options : callback) as (...answer: unknown[]) => void;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    process.nextTick(() => (all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)));
  };
  dns.lookup = lookup as typeof dns.lookup;
}

/** A MetaTrader account as MetaApi's provisioning API lists it (documented example, trimmed). */
export function metaApiAccount(id: string, overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    login: '50194988',
    name: 'mt5a',
    server: 'ICMarketsSC-Demo',
    magic: 123456,
    connectionStatus: 'CONNECTED',
    state: 'DEPLOYED',
    type: 'cloud-g2',
    region: 'vint-hill',
    platform: 'mt5',
    reliability: 'high',
    baseCurrency: 'USD',
    tags: [],
    createdAt: '2022-12-11T09:09:27.454Z',
    ...overrides,
  };
}

/** MetaApi's MetatraderAccountInformation (documented example). */
export function accountInformation(overrides: Record<string, unknown> = {}) {
  return {
    broker: 'True ECN Trading Ltd',
    currency: 'USD',
    server: 'ICMarketsSC-Demo',
    balance: 7319.9,
    equity: 7306.649913200001,
    margin: 184.1,
    freeMargin: 7120.22,
    leverage: 100,
    marginLevel: 3967.58283542,
    tradeAllowed: true,
    investorMode: false,
    marginMode: 'ACCOUNT_MARGIN_MODE_RETAIL_HEDGING',
    name: 'Test Account',
    login: 50194988,
    credit: 0,
    platform: 'mt5',
    type: 'ACCOUNT_TRADE_MODE_DEMO',
    ...overrides,
  };
}

/** MetaApi's MetatraderDeal (documented fields; a closing sell of an expert advisor). */
export function metatraderDeal(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    platform: 'mt5',
    type: 'DEAL_TYPE_SELL',
    entryType: 'DEAL_ENTRY_OUT',
    symbol: 'EURUSD',
    magic: 1000,
    time: '2020-04-15T02:45:06.521Z',
    brokerTime: '2020-04-15 05:45:06.521',
    volume: 0.01,
    price: 1.09436,
    commission: -0.07,
    swap: 0,
    profit: 1.23,
    positionId: '46214692',
    orderId: '46214693',
    reason: 'DEAL_REASON_EXPERT',
    ...overrides,
  };
}

/**
 * MetaApi's MetatraderPosition (documented fields), half closed already: its cumulative `profit`,
 * `swap` and `commission` include the closed half; the unrealized figures are the open half's.
 */
export function metatraderPosition(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    platform: 'mt5',
    type: 'POSITION_TYPE_BUY',
    symbol: 'AUDNZD',
    magic: 1000,
    time: '2020-04-15T02:45:06.521Z',
    brokerTime: '2020-04-15 05:45:06.521',
    updateTime: '2020-04-15T02:45:06.521Z',
    openPrice: 1.03892,
    currentPrice: 1.03924,
    currentTickValue: 0.60882,
    stopLoss: 1.0305,
    takeProfit: 0,
    volume: 0.05,
    profit: 24.68,
    realizedProfit: 23.26,
    unrealizedProfit: 0.97,
    swap: -0.9,
    realizedSwap: -0.45,
    unrealizedSwap: -0.45,
    commission: -0.5,
    realizedCommission: -0.25,
    unrealizedCommission: -0.25,
    reason: 'POSITION_REASON_EXPERT',
    accountCurrencyExchangeRate: 1,
    ...overrides,
  };
}

/**
 * MetaApi's NotSynchronizedError: the terminal state is not synchronised yet. Its REST status is
 * not documented (the streaming API sends it as a processingError); the error's name is what counts.
 */
export function notSynchronized(status = 409): Reply {
  return {
    status,
    body: { id: 1, error: 'NotSynchronizedError', message: 'Terminal state is not synchronized yet, try again later' },
  };
}

/** MetaApi's TooManyRequestsError: HTTP 429 with Retry-After and a recommended retry time. */
export function tooManyRequests(retryAt: number, exceededConfig: string, retryAfterSeconds: number): Reply {
  return {
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: {
      id: 1,
      error: 'TooManyRequestsError',
      message: 'The getAccountInformation API allows 1000 cpu credits per 1s to avoid overloading our servers.',
      metadata: {
        total: 1000,
        available: 0,
        needed: 50,
        resourceId: 'user:userId',
        exceededConfig,
        exceededPeriod: '1s',
        recommendedRetryTime: new Date(retryAt).toISOString(),
      },
    },
  };
}

/**
 * A local HTTP server that answers like MetaApi's provisioning and client APIs, records every
 * request with the time it arrived, and plays queued replies (a 429, a failure) before the normal ones.
 * Its websocket API is off (a connection to it fails, so clients fall back to REST) until
 * `enableStreaming` turns it on.
 */
export async function startFakeMetaApi() {
  const accounts: ReturnType<typeof metaApiAccount>[] = [];
  const information = new Map<string, ReturnType<typeof accountInformation>>();
  /** Each account's ledger, in time order; history-deals pages through it like MetaApi. */
  const deals = new Map<string, ReturnType<typeof metatraderDeal>[]>();
  const positions = new Map<string, ReturnType<typeof metatraderPosition>[]>();
  const queued = new Map<string, Reply[]>();
  const requests: RecordedRequest[] = [];
  const notFound: Reply = {
    status: 404,
    body: { id: 4, error: 'NotFoundError', message: 'Account not found or not connected' },
  };

  const answer = (path: string, url: URL, region: string | undefined): Reply => {
    const route = clientRoute(path);
    // A region's host knows only that region's accounts: a request sent to another region's host fails.
    if (route && region && accounts.find((account) => account._id === route.id)?.region !== region) return notFound;
    const next = queued.get(path)?.shift();
    if (next) return next;
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 1000);
    if (path === '/users/current/accounts') return { status: 200, body: accounts.slice(offset, offset + limit) };
    if (route?.read === 'account-information') {
      const info = information.get(route.id);
      return info ? { status: 200, body: info } : notFound;
    }
    if (!route || !accounts.some((account) => account._id === route.id)) return notFound;
    if (route.read === 'positions') return { status: 200, body: positions.get(route.id) ?? [] };
    if (limit > 1000) return { status: 400, body: { id: 3, error: 'ValidationError', message: 'limit: max 1000' } };
    const { start, end } = route;
    const inRange = (deals.get(route.id) ?? []).filter((deal) => {
      const time = Date.parse(deal.time);
      return time >= start && time < end;
    });
    return { status: 200, body: inRange.slice(offset, offset + limit) };
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const token = request.headers['auth-token'];
    const host = request.headers.host;
    requests.push({
      path: url.pathname,
      search: url.search,
      host,
      at: Date.now(),
      token: typeof token === 'string' ? token : undefined,
    });
    const reply = answer(url.pathname, url, regionOfHost(host));
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  resolveRegionHostsHere();
  let stream: FakeStream | undefined;

  return {
    url: `http://127.0.0.1:${port}`,
    /** A client URL template whose every region's host is this fake. */
    regionUrlTemplate: `http://{region}.${REGION_DOMAIN}:${port}`,
    regionHost: (region: string) => `${region}.${REGION_DOMAIN}:${port}`,
    accounts,
    information,
    deals,
    positions,
    requests,
    infoPath: (id: string) => `/users/current/accounts/${id}/account-information`,
    dealsPath: (id: string, from: Date, to: Date) =>
      `/users/current/accounts/${id}/history-deals/time/${from.toISOString()}/${to.toISOString()}`,
    positionsPath: (id: string) => `/users/current/accounts/${id}/positions`,
    queue: (path: string, ...replies: Reply[]) => queued.set(path, [...(queued.get(path) ?? []), ...replies]),
    /** Serves MetaApi's websocket API at /ws to clients presenting `token`. */
    enableStreaming: (token: string): FakeStream => {
      stream ??= attachFakeStream(server, { accounts, information, deals, positions }, token, regionOfHost);
      return stream;
    },
    close: () =>
      new Promise<void>((resolve) => {
        stream?.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The region a `<region>.metaapi.test` Host names; undefined for the fake's own address. */
function regionOfHost(host: string | undefined): string | undefined {
  const name = host?.replace(/:\d+$/, '');
  return name?.endsWith(`.${REGION_DOMAIN}`) ? name.slice(0, -REGION_DOMAIN.length - 1) : undefined;
}

type ClientRoute =
  | { id: string; read: 'account-information' }
  | { id: string; read: 'positions' }
  | { id: string; read: 'history-deals'; start: number; end: number };

/** The account and the read a client API path names, or undefined for any other path. */
function clientRoute(path: string): ClientRoute | undefined {
  const match =
    /^\/users\/current\/accounts\/([^/]+)\/(account-information|positions|history-deals\/time\/([^/]+)\/([^/]+))$/.exec(
      path,
    );
  if (!match) return undefined;
  const [, id = '', read = '', start = '', end = ''] = match;
  const account = decodeURIComponent(id);
  if (read === 'account-information' || read === 'positions') return { id: account, read };
  return {
    id: account,
    read: 'history-deals',
    start: Date.parse(decodeURIComponent(start)),
    end: Date.parse(decodeURIComponent(end)),
  };
}
