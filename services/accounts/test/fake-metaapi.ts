import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  path: string;
  at: number;
  token: string | undefined;
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
 */
export async function startFakeMetaApi() {
  const accounts: ReturnType<typeof metaApiAccount>[] = [];
  const information = new Map<string, ReturnType<typeof accountInformation>>();
  const queued = new Map<string, Reply[]>();
  const requests: RecordedRequest[] = [];

  const answer = (path: string, url: URL): Reply => {
    const next = queued.get(path)?.shift();
    if (next) return next;
    if (path === '/users/current/accounts') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 1000);
      return { status: 200, body: accounts.slice(offset, offset + limit) };
    }
    const id = /^\/users\/current\/accounts\/([^/]+)\/account-information$/.exec(path)?.[1];
    const info = id && information.get(decodeURIComponent(id));
    if (info) return { status: 200, body: info };
    return { status: 404, body: { id: 4, error: 'NotFoundError', message: 'Account not found or not connected' } };
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const token = request.headers['auth-token'];
    requests.push({ path: url.pathname, at: Date.now(), token: typeof token === 'string' ? token : undefined });
    const reply = answer(url.pathname, url);
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accounts,
    information,
    requests,
    infoPath: (id: string) => `/users/current/accounts/${id}/account-information`,
    queue: (path: string, ...replies: Reply[]) => queued.set(path, [...(queued.get(path) ?? []), ...replies]),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
