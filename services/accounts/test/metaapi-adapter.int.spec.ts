import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '@prop/service-kit/clock';
import { MetaApiClient } from '../src/mt5/metaapi/metaapi-client.ts';
import { MetaApiProvider } from '../src/mt5/metaapi/metaapi-provider.ts';
import type { Mt5Snapshot } from '../src/mt5/provider.ts';
import { accountInformation, metaApiAccount, startFakeMetaApi, tooManyRequests } from './fake-metaapi.ts';
import { waitFor } from './helper.ts';

const TOKEN = 'test-metaapi-token';
const silent = { warn() {} };

describe('the MetaApi adapter against a server that answers like MetaApi', () => {
  let fake: Awaited<ReturnType<typeof startFakeMetaApi>>;
  let provider: MetaApiProvider | undefined;
  const updates: Mt5Snapshot[] = [];

  beforeEach(async () => {
    fake = await startFakeMetaApi();
    updates.length = 0;
  });
  afterEach(async () => {
    await provider?.stop();
    provider = undefined;
    await fake.close();
  });

  async function start(options: { pollMs?: number; listRefreshMs?: number; concurrency?: number } = {}) {
    const clock = createClock();
    const client = new MetaApiClient({ token: TOKEN, provisioningUrl: fake.url, clientUrl: fake.url, clock });
    provider = new MetaApiProvider(client, {
      clock,
      pollMs: options.pollMs ?? 100,
      listRefreshMs: options.listRefreshMs ?? 60_000,
      concurrency: options.concurrency ?? 4,
      log: silent,
    });
    provider.onUpdate((snapshot) => updates.push(snapshot));
    await provider.start();
    return provider;
  }
  const requestsTo = (path: string) => fake.requests.filter((request) => request.path === path);

  it('lists the accounts, reads each deployed one, and reports state and connection as MetaApi gives them', async () => {
    // given
    fake.accounts.push(
      metaApiAccount('acc-live', { login: '1001', name: 'Live One' }),
      metaApiAccount('acc-offline', { login: 1002, connectionStatus: 'DISCONNECTED_FROM_BROKER' }),
      metaApiAccount('acc-parked', { state: 'UNDEPLOYED', connectionStatus: 'DISCONNECTED' }),
      metaApiAccount('acc-new', { platform: undefined, version: 5 }),
    );
    fake.information.set('acc-live', accountInformation({ balance: 10000, equity: 10120.5, leverage: 30 }));
    fake.information.set('acc-new', accountInformation());

    // when
    const mt5 = await start();
    await waitFor(async () => mt5.get('acc-live')?.info && mt5.get('acc-new')?.info);

    // then
    expect(mt5.get('acc-live')).toMatchObject({
      name: 'Live One',
      login: '1001',
      server: 'ICMarketsSC-Demo',
      state: 'DEPLOYED',
      connectionStatus: 'CONNECTED',
      platform: 'mt5',
      type: 'cloud-g2',
      info: { balance: 10000, equity: 10120.5, currency: 'USD', leverage: 30, margin: 184.1, freeMargin: 7120.22 },
    });
    expect(mt5.get('acc-new')?.platform).toBe('mt5');
    expect(mt5.get('acc-offline')).toMatchObject({ connectionStatus: 'DISCONNECTED_FROM_BROKER', info: null });
    expect(mt5.get('acc-parked')).toMatchObject({ state: 'UNDEPLOYED', info: null });
    expect(requestsTo(fake.infoPath('acc-parked'))).toHaveLength(0);
    expect(updates.some((snapshot) => snapshot.id === 'acc-live')).toBe(true);
    expect(fake.requests.every((request) => request.token === TOKEN)).toBe(true);
  });

  it('given a 429 for one account, when polling, then that account waits until the retry time while others go on, then succeeds', async () => {
    // given
    fake.accounts.push(metaApiAccount('acc-limited'), metaApiAccount('acc-free'));
    fake.information.set('acc-limited', accountInformation({ equity: 9999 }));
    fake.information.set('acc-free', accountInformation());
    const retryAt = Date.now() + 1200;
    fake.queue(fake.infoPath('acc-limited'), tooManyRequests(retryAt, 'perAccount', 1));

    // when
    const mt5 = await start();
    await waitFor(async () => mt5.get('acc-limited')?.info, 5000);

    // then
    const limited = requestsTo(fake.infoPath('acc-limited'));
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[1]?.at).toBeGreaterThanOrEqual(retryAt);
    expect(mt5.get('acc-limited')?.info?.equity).toBe(9999);
    const freeBeforeRetry = requestsTo(fake.infoPath('acc-free')).filter((request) => request.at < retryAt);
    expect(freeBeforeRetry.length).toBeGreaterThanOrEqual(5);
  });

  it('given a 429 on an app-wide limit, when polling, then no account is read before the retry time', async () => {
    fake.accounts.push(metaApiAccount('acc-a'), metaApiAccount('acc-b'));
    fake.information.set('acc-a', accountInformation());
    fake.information.set('acc-b', accountInformation());
    const retryAt = Date.now() + 1000;
    // Retry-After says less than the body: the later of the two counts
    fake.queue(fake.infoPath('acc-a'), tooManyRequests(retryAt, 'perUser', 0));

    const mt5 = await start();
    const firstLimited = await waitFor(async () => requestsTo(fake.infoPath('acc-a'))[0]);
    await waitFor(async () => mt5.get('acc-a')?.info, 5000);

    const infoRequests = fake.requests.filter((request) => request.path.endsWith('/account-information'));
    const during = infoRequests.filter((request) => request.at > firstLimited.at + 50 && request.at < retryAt);
    expect(during).toHaveLength(0);
    expect(infoRequests.some((request) => request.at >= retryAt)).toBe(true);
  });

  it('given a 429 on the account list, when starting, then the list is not asked again before the retry time', async () => {
    fake.accounts.push(metaApiAccount('acc-late'));
    fake.information.set('acc-late', accountInformation());
    const retryAt = Date.now() + 800;
    fake.queue('/users/current/accounts', tooManyRequests(retryAt, 'perUser', 1));

    const mt5 = await start({ listRefreshMs: 100 });
    expect(mt5.list()).toEqual([]);
    await waitFor(async () => mt5.get('acc-late')?.info, 5000);

    const lists = requestsTo('/users/current/accounts');
    expect(lists[1]?.at).toBeGreaterThanOrEqual(retryAt);
  });

  it('given an account that keeps failing, when polling, then it is retried ever more slowly, never hammered', async () => {
    // given: no information for it, so every read fails (404 NotFoundError)
    fake.accounts.push(metaApiAccount('acc-flaky'));

    // when
    const mt5 = await start({ pollMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1600));

    // then: 200, 400, 800 ms apart, a handful of tries instead of sixteen
    const tries = requestsTo(fake.infoPath('acc-flaky'));
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(tries.length).toBeLessThanOrEqual(5);
    expect(mt5.get('acc-flaky')?.info).toBeNull();
    // a failure asks for the list again sooner than its period, but never within 10 s of the last
    expect(requestsTo('/users/current/accounts')).toHaveLength(1);
  });

  it('given an account that loses its broker connection, when the list is read again, then it shows disconnected', async () => {
    fake.accounts.push(metaApiAccount('acc-drop'));
    fake.information.set('acc-drop', accountInformation());
    const mt5 = await start({ listRefreshMs: 200 });
    await waitFor(async () => mt5.get('acc-drop')?.info);

    fake.accounts[0] = metaApiAccount('acc-drop', { connectionStatus: 'DISCONNECTED_FROM_BROKER' });

    await waitFor(async () => mt5.get('acc-drop')?.connectionStatus === 'DISCONNECTED_FROM_BROKER');
  });

  it('given more accounts due than requests allowed at once, when polling, then every account is read in turn, not only the first ones', async () => {
    // given: six deployed accounts, two requests at a time, each account due again after 100 ms
    const ids = ['acc-1', 'acc-2', 'acc-3', 'acc-4', 'acc-5', 'acc-6'];
    for (const id of ids) {
      fake.accounts.push(metaApiAccount(id));
      fake.information.set(id, accountInformation());
    }

    // when
    const mt5 = await start({ pollMs: 100, concurrency: 2 });
    await waitFor(async () => ids.every((id) => mt5.get(id)?.info), 5000);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // then: each account had about its share of the reads, none starved
    const reads = ids.map((id) => requestsTo(fake.infoPath(id)).length);
    expect(Math.min(...reads)).toBeGreaterThanOrEqual(Math.max(...reads) - 2);
  });
});
