import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '@prop/service-kit/clock';
import { MetaApiClient } from '../src/mt5/metaapi/metaapi-client.ts';
import { MetaApiProvider } from '../src/mt5/metaapi/metaapi-provider.ts';
import {
  accountInformation,
  metaApiAccount,
  metatraderDeal,
  metatraderPosition,
  startFakeMetaApi,
} from './fake-metaapi.ts';
import type { FakeStream } from './fake-metaapi-stream.ts';
import { equityRowsOf } from './equity-rows.ts';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

const TOKEN = 'test-metaapi-token';
const WITNESS = 'acc-witness';
/**
 * MetaApi's SDK timings with reconnects shortened to happen within a test; a subscribe is retried
 * within a test only where the test asks for it, so a reconnect's own resubscribe is what is seen.
 */
const TIMINGS = {
  reconnectDelayMs: 50,
  reconnectDelayMaxMs: 200,
  subscribeRetryMs: 60_000,
  subscribeRetryMaxMs: 60_000,
  silenceMs: 60_000,
};

describe('live figures from MetaApi’s websocket API, REST polling as the fallback', () => {
  let fake: Awaited<ReturnType<typeof startFakeMetaApi>>;
  let stream: FakeStream;
  let provider: MetaApiProvider | undefined;
  const hints: string[] = [];
  const warnings: string[] = [];

  beforeEach(async () => {
    fake = await startFakeMetaApi();
    stream = fake.enableStreaming(TOKEN);
    hints.length = 0;
    warnings.length = 0;
  });
  afterEach(async () => {
    await provider?.stop();
    provider = undefined;
    await fake.close();
  });

  /**
   * The provider polling every 100 ms, streaming from the region hosts, a live account read over
   * REST only once a minute. With `witness`, an account whose terminal never connects is polled
   * throughout: the measure of "a while" for the accounts that are not.
   */
  async function start(
    ids: string[],
    options: { token?: string; maxAccountsPerSocket?: number; witness?: boolean; subscribeRetryMs?: number } = {},
  ) {
    if (options.witness) {
      stream.terminalDown(WITNESS);
      ids.push(WITNESS);
    }
    for (const id of ids) {
      if (!fake.accounts.some((account) => account._id === id)) fake.accounts.push(metaApiAccount(id));
      fake.information.set(id, accountInformation({ balance: 10_000, equity: 10_000 }));
    }
    const clock = createClock();
    const client = new MetaApiClient({
      token: TOKEN,
      provisioningUrl: fake.url,
      clientUrl: fake.regionUrlTemplate,
      clock,
    });
    provider = new MetaApiProvider(client, {
      clock,
      pollMs: 100,
      listRefreshMs: 60_000,
      concurrency: 4,
      log: { warn: (_context, message) => warnings.push(message) },
      stream: {
        token: options.token ?? TOKEN,
        url: fake.regionUrlTemplate,
        livePollMs: 60_000,
        timings: { ...TIMINGS, subscribeRetryMs: options.subscribeRetryMs ?? TIMINGS.subscribeRetryMs },
        maxAccountsPerSocket: options.maxAccountsPerSocket,
      },
    });
    provider.onTradingActivity((id) => hints.push(id));
    await provider.start();
    return provider;
  }

  /** REST reads of the account's information since `since` (epoch ms). */
  const restReads = (id: string, since = 0) =>
    fake.requests.filter((request) => request.path === fake.infoPath(id) && request.at >= since).length;

  /** Resolves once the witness was read over REST `count` more times: several poll periods passed. */
  async function pollsPassed(count = 5) {
    const reads = restReads(WITNESS);
    await waitFor(async () => restReads(WITNESS) >= reads + count);
  }

  /** Pushes prices until the equity shows in the snapshot: the account's stream is live then. */
  async function streamed(id: string, equity: number) {
    await waitFor(async () => {
      stream.pushPrices(id, { equity, margin: 100, freeMargin: equity - 100, marginLevel: equity });
      return provider?.get(id)?.info?.equity === equity;
    });
    return Date.now();
  }

  it("given accounts in two regions, then each one subscribes on its own region's host, once, with the token", async () => {
    fake.accounts.push(
      metaApiAccount('acc-london', { region: 'london' }),
      metaApiAccount('acc-ny', { region: 'new-york' }),
    );
    await start(['acc-london', 'acc-ny']);

    await streamed('acc-london', 10_100);
    await streamed('acc-ny', 10_200);

    expect(stream.subscribes('acc-london').map((request) => request.region)).toEqual(['london']);
    expect(stream.subscribes('acc-ny').map((request) => request.region)).toEqual(['new-york']);
    expect(stream.connections.map((connection) => connection.region).sort()).toEqual(['london', 'new-york']);
    // synchronized from now on: no history over the stream
    const sync = stream.requests.find((request) => request.type === 'synchronize' && request.accountId === 'acc-ny');
    expect(Date.parse(sync?.startingDealTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('given more accounts in a region than a socket may hold, then another socket to the same host takes the rest', async () => {
    const ids = ['acc-1', 'acc-2', 'acc-3'];
    await start(ids, { maxAccountsPerSocket: 2 });

    for (const id of ids) await streamed(id, 10_050);

    expect(stream.connections.map((connection) => connection.region)).toEqual(['vint-hill', 'vint-hill']);
    for (const id of ids) expect(stream.subscribes(id)).toHaveLength(1);
  });

  it('given a live stream, then pushed figures reach the snapshot, every low kept, and the account is not polled meanwhile', async () => {
    const seen: number[] = [];
    const mt5 = await start(['acc-live'], { witness: true });
    mt5.onUpdate((snapshot) => {
      if (snapshot.id === 'acc-live' && snapshot.info) seen.push(snapshot.info.equity);
    });
    const liveAt = await streamed('acc-live', 10_010);

    // when: a dip and a recovery within milliseconds, far less than a poll apart
    stream.pushPrices('acc-live', { equity: 9_400.25, margin: 0 });
    stream.pushPrices('acc-live', { equity: 10_020, margin: 250.5, freeMargin: 9_769.5, marginLevel: 3999.2 });
    await waitFor(async () => mt5.get('acc-live')?.info?.equity === 10_020);
    await pollsPassed();

    // then
    expect(seen).toContain(9_400.25);
    expect(mt5.get('acc-live')?.info).toEqual({
      currency: 'USD',
      balance: 10_000,
      equity: 10_020,
      margin: 250.5,
      freeMargin: 9_769.5,
      marginLevel: 3999.2,
      leverage: 100,
    });
    expect(restReads('acc-live', liveAt)).toBe(0);
    expect(mt5.get(WITNESS)?.info?.equity).toBe(10_000);
  });

  it('given a live stream, when a deal is added or a position changes, then the provider hints at trading activity; prices do not', async () => {
    await start(['acc-trading']);
    await streamed('acc-trading', 10_010);
    await streamed('acc-trading', 10_011);
    expect(hints).toEqual([]);

    stream.pushUpdate('acc-trading', { deals: [metatraderDeal('9001')] });
    await waitFor(async () => hints.length === 1);
    stream.pushUpdate('acc-trading', { updatedPositions: [metatraderPosition('9101')], removedPositionIds: [] });
    await waitFor(async () => hints.length === 2);
    stream.pushUpdate('acc-trading', { removedPositionIds: ['9101'] });
    await waitFor(async () => hints.length === 3);

    expect(hints).toEqual(['acc-trading', 'acc-trading', 'acc-trading']);
  });

  it('given the sockets drop and the host refuses for a while, then REST reads the account, and after the reconnect it is subscribed again, with a hint for the deal made meanwhile', async () => {
    // given
    const mt5 = await start(['acc-drop'], { witness: true });
    await streamed('acc-drop', 10_010);
    const subscribes = stream.subscribes('acc-drop').length;

    // when: the network drops and the host refuses connections
    stream.refuseConnections(true);
    const droppedAt = Date.now();
    fake.information.set('acc-drop', accountInformation({ balance: 10_000, equity: 9_777 }));
    stream.dropSockets();

    // then: REST takes over
    await waitFor(async () => restReads('acc-drop', droppedAt) >= 2 && mt5.get('acc-drop')?.info?.equity === 9_777);

    // when: a deal is made while the stream is down, then the host takes connections again
    fake.deals.set('acc-drop', [metatraderDeal('7001', { time: new Date().toISOString() })]);
    stream.refuseConnections(false);

    // then: subscribed again, the missed deal hinted, figures stream again and REST stops
    await waitFor(async () => stream.subscribes('acc-drop').length > subscribes);
    await waitFor(async () => hints.includes('acc-drop'));
    const backAt = await streamed('acc-drop', 10_030);
    await pollsPassed();
    // a read already under way when the stream came back may land; no new one starts
    expect(restReads('acc-drop', backAt)).toBeLessThanOrEqual(1);
    expect(warnings).toContain('MetaApi stream disconnected: its accounts are read over REST');
  });

  it('given the server closes the sockets itself, then the client connects again and resubscribes', async () => {
    await start(['acc-closed']);
    await streamed('acc-closed', 10_010);

    stream.closeSockets();

    await waitFor(async () => stream.subscribes('acc-closed').length === 2);
    await streamed('acc-closed', 10_020);
    expect(stream.connections).toHaveLength(2);
  });

  it("given a 'disconnected' packet for one account, then only that account is read over REST, until its terminal is back", async () => {
    // given
    // subscribes retried every 200 ms, so the terminal's return is noticed within the test
    const mt5 = await start(['acc-a', 'acc-b'], { witness: true, subscribeRetryMs: 200 });
    await streamed('acc-a', 10_010);
    await streamed('acc-b', 10_020);

    // when
    const downAt = Date.now();
    stream.terminalDown('acc-b');

    // then
    await waitFor(async () => restReads('acc-b', downAt) >= 3);
    expect(mt5.get('acc-b')?.info?.equity).toBe(10_000);
    expect(restReads('acc-a', downAt)).toBe(0);

    // when the terminal is back, the retried subscribe makes it live again
    stream.terminalUp('acc-b');
    const backAt = await streamed('acc-b', 10_030);
    await pollsPassed();
    expect(restReads('acc-b', backAt)).toBeLessThanOrEqual(1);
  });

  it('given a wrong token, then no socket is accepted and every account is read over REST', async () => {
    const mt5 = await start(['acc-refused'], { token: 'not-the-token' });

    await waitFor(async () => restReads('acc-refused') >= 3);

    expect(stream.connections).toHaveLength(0);
    expect(mt5.get('acc-refused')?.info?.equity).toBe(10_000);
    expect(warnings).toContain('MetaApi stream cannot connect: retrying');
  });
});

describe('the accounts service streaming from MetaApi', () => {
  let fake: Awaited<ReturnType<typeof startFakeMetaApi>>;
  let accounts: AccountsHarness | undefined;
  afterEach(async () => {
    await accounts?.close();
    accounts = undefined;
    await fake.close();
  });

  it('given a dip and its recovery streamed within milliseconds, far inside a poll period, then the equity history keeps the dip as its low', async () => {
    // given: a linked account whose REST figures never dip
    fake = await startFakeMetaApi();
    const stream = fake.enableStreaming('token-from-env');
    fake.accounts.push(metaApiAccount('meta-dip'));
    fake.information.set('meta-dip', accountInformation({ balance: 10_000, equity: 10_000 }));
    accounts = await startAccounts({
      METAAPI_TOKEN: 'token-from-env',
      METAAPI_PROVISIONING_URL: fake.url,
      METAAPI_CLIENT_URL: fake.url,
      METAAPI_POLL_MS: '200',
      EQUITY_HISTORY_FLUSH_MS: '200',
    });
    const harness = accounts;
    await waitFor(async () => {
      const list = (await harness.get('/api/admin/mt5-accounts', harness.admin)).json();
      return list.find((entry: { id: string; accountInfo: unknown }) => entry.id === 'meta-dip' && entry.accountInfo);
    });
    expect((await harness.link(randomUUID(), 'meta-dip', '10000')).statusCode).toBeLessThan(300);
    const buckets = async () =>
      (await equityRowsOf(harness.deps.db, 'meta-dip')).map(([, , equityMin, , equity]) => ({ equityMin, equity }));
    await waitFor(async () => {
      stream.pushPrices('meta-dip', { equity: 10_005 });
      return (await buckets()).some((bucket) => bucket.equity === '10005.00');
    });

    // when: a dip and its recovery, streamed in a row
    stream.pushPrices('meta-dip', { equity: 9_250.75 });
    stream.pushPrices('meta-dip', { equity: 10_010 });

    // then
    await waitFor(async () => (await buckets()).some((bucket) => bucket.equityMin === '9250.75'));
  });
});
