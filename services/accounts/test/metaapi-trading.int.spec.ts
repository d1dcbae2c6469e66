import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '@prop/service-kit/clock';
import { loadAccountsConfig } from '../src/config.ts';
import { createProvider } from '../src/mt5/create-provider.ts';
import type { Mt5Provider } from '../src/mt5/provider.ts';
import {
  accountInformation,
  metaApiAccount,
  metatraderDeal,
  metatraderPosition,
  notSynchronized,
  startFakeMetaApi,
  tooManyRequests,
} from './fake-metaapi.ts';
import { waitFor } from './helper.ts';

const TOKEN = 'test-metaapi-token';
const FROM = new Date('2024-03-01T00:00:00.000Z');
const TO = new Date('2024-04-01T00:00:00.000Z');

/** Deals one minute apart from FROM on, with MT5-like ids. */
function ledger(count: number) {
  return Array.from({ length: count }, (_, index) =>
    metatraderDeal(String(50_000 + index), { time: new Date(FROM.getTime() + index * 60_000).toISOString() }),
  );
}

describe('trading data from MetaApi, against a server that answers like MetaApi', () => {
  let fake: Awaited<ReturnType<typeof startFakeMetaApi>>;
  let provider: Mt5Provider | undefined;
  const warnings: { context: object; message: string }[] = [];
  const log = { warn: (context: object, message: string) => warnings.push({ context, message }) };

  beforeEach(async () => {
    fake = await startFakeMetaApi();
    warnings.length = 0;
  });
  afterEach(async () => {
    await provider?.stop();
    provider = undefined;
    await fake.close();
  });

  /** The provider as the service builds it from its environment, with the accounts given listed and deployed. */
  async function start(accounts: ReturnType<typeof metaApiAccount>[], env: Record<string, string | undefined> = {}) {
    for (const account of accounts) {
      fake.accounts.push(account);
      fake.information.set(account._id, accountInformation());
    }
    const config = loadAccountsConfig({
      METAAPI_TOKEN: TOKEN,
      METAAPI_PROVISIONING_URL: fake.url,
      METAAPI_CLIENT_URL: fake.url,
      METAAPI_POLL_MS: '60000',
      ...env,
    });
    provider = createProvider(config, log, createClock());
    await provider.start();
    return provider;
  }
  const requestsTo = (path: string) => fake.requests.filter((request) => request.path === path);
  const hostsAsked = (accountId: string) =>
    new Set(
      fake.requests
        .filter((request) => request.path.startsWith(`/users/current/accounts/${accountId}/`))
        .map((request) => request.host),
    );

  describe('regions', () => {
    it("given accounts in two regions, when reading them, then each one's calls go to its own region's host", async () => {
      // given
      fake.deals.set('acc-london', [metatraderDeal('1001', { time: '2024-03-05T10:00:00.000Z' })]);
      fake.deals.set('acc-ny', [metatraderDeal('2001', { time: '2024-03-06T10:00:00.000Z' })]);
      fake.positions.set('acc-ny', [metatraderPosition('2101')]);
      const mt5 = await start(
        [metaApiAccount('acc-london', { region: 'london' }), metaApiAccount('acc-ny', { region: 'new-york' })],
        {
          METAAPI_CLIENT_URL: undefined,
          METAAPI_CLIENT_URL_TEMPLATE: fake.regionUrlTemplate,
          // the stream's default hosts are MetaApi's own: a test addresses nothing but the fake
          METAAPI_STREAM_URL_TEMPLATE: fake.regionUrlTemplate,
        },
      );

      // when
      const london = await mt5.trading.deals('acc-london', FROM, TO);
      const newYork = await mt5.trading.deals('acc-ny', FROM, TO);
      const newYorkPositions = await mt5.trading.positions('acc-ny');
      await waitFor(async () => mt5.get('acc-london')?.info && mt5.get('acc-ny')?.info);

      // then: a region's host answers only for its own accounts, so reading at all proves the routing
      expect(london).toMatchObject({ ok: true, value: [{ id: '1001' }] });
      expect(newYork).toMatchObject({ ok: true, value: [{ id: '2001' }] });
      expect(newYorkPositions).toMatchObject({ ok: true, value: [{ id: '2101' }] });
      expect(hostsAsked('acc-london')).toEqual(new Set([fake.regionHost('london')]));
      expect(hostsAsked('acc-ny')).toEqual(new Set([fake.regionHost('new-york')]));
      // the account list is the provisioning API's, which has no region
      expect(requestsTo('/users/current/accounts')[0]?.host).toBe(new URL(fake.url).host);
    });

    it('given METAAPI_CLIENT_URL as well as a template, then every account is asked at that one URL', async () => {
      fake.deals.set('acc-london', [metatraderDeal('1001', { time: '2024-03-05T10:00:00.000Z' })]);
      const mt5 = await start([metaApiAccount('acc-london', { region: 'london' })], {
        METAAPI_CLIENT_URL: fake.url,
        METAAPI_CLIENT_URL_TEMPLATE: fake.regionUrlTemplate,
      });

      expect(await mt5.trading.deals('acc-london', FROM, TO)).toMatchObject({ ok: true, value: [{ id: '1001' }] });
      expect(hostsAsked('acc-london')).toEqual(new Set([new URL(fake.url).host]));
    });

    it("defaults to MetaApi's regional hosts and refuses a template without {region}", () => {
      expect(loadAccountsConfig({}).METAAPI_CLIENT_URL).toBe('https://mt-client-api-v1.{region}.agiliumtrade.ai');
      expect(() =>
        loadAccountsConfig({ METAAPI_CLIENT_URL_TEMPLATE: 'https://mt-client-api-v1.london.agiliumtrade.ai' }),
      ).toThrow(/METAAPI_CLIENT_URL_TEMPLATE/);
    });

    it('given an account not in the account list, then its reads are refused with a time to ask again', async () => {
      const mt5 = await start([metaApiAccount('acc-known')]);

      const read = await mt5.trading.deals('acc-unknown', FROM, TO);

      expect(read).toMatchObject({ ok: false, reason: expect.stringContaining('account list') });
      expect(read.ok || read.retryAt).toBeGreaterThan(Date.now());
      expect(hostsAsked('acc-unknown').size).toBe(0);
    });
  });

  describe('deals', () => {
    it('given 2,500 deals in the range, when reading, then three pages of at most 1000 give each deal once, oldest first', async () => {
      // given: the range's deals, with one just before it and one at its (exclusive) end
      const inRange = ledger(2500);
      fake.deals.set('acc-busy', [
        metatraderDeal('49999', { time: new Date(FROM.getTime() - 1).toISOString() }),
        ...inRange,
        metatraderDeal('99999', { time: TO.toISOString() }),
      ]);
      const mt5 = await start([metaApiAccount('acc-busy')]);

      // when
      const read = await mt5.trading.deals('acc-busy', FROM, TO);

      // then
      expect(read.ok).toBe(true);
      const ids = read.ok ? read.value.map((deal) => deal.id) : [];
      expect(ids).toEqual(inRange.map((deal) => deal.id));
      const pages = requestsTo(fake.dealsPath('acc-busy', FROM, TO)).map((request) =>
        Object.fromEntries(new URLSearchParams(request.search)),
      );
      expect(pages).toEqual([
        { offset: '0', limit: '1000' },
        { offset: '1000', limit: '1000' },
        { offset: '2000', limit: '1000' },
      ]);
    });

    it("maps MetaApi's deals to the platform's: money as decimal text, types by what they do to the balance", async () => {
      // given
      fake.deals.set('acc-1', [
        metatraderDeal('1', {
          type: 'DEAL_TYPE_BALANCE',
          entryType: undefined,
          symbol: undefined,
          volume: undefined,
          price: undefined,
          commission: undefined,
          swap: undefined,
          positionId: undefined,
          orderId: undefined,
          magic: undefined,
          reason: 'DEAL_REASON_UNKNOWN',
          profit: 100000,
          comment: 'Deposit',
          time: '2024-03-01T08:00:00.000Z',
        }),
        // a broker in UTC+3 still gives an instant: kept as UTC
        metatraderDeal('3', {
          profit: 125.456,
          swap: -1.2,
          commission: -3.5,
          time: '2024-03-02T13:00:00.000+03:00',
        }),
        metatraderDeal('4', { type: 'DEAL_TYPE_COMMISSION_DAILY', profit: -2, time: '2024-03-02T23:59:00.000Z' }),
        metatraderDeal('5', { type: 'DEAL_TAX', profit: -10.5, time: '2024-03-03T00:00:00.000Z' }),
        metatraderDeal('6', { type: 'DEAL_TYPE_BUY_CANCELED', profit: 0, time: '2024-03-03T01:00:00.000Z' }),
      ]);
      const mt5 = await start([metaApiAccount('acc-1')]);

      // when
      const read = await mt5.trading.deals('acc-1', FROM, TO);

      // then
      expect(read).toEqual({
        ok: true,
        value: [
          {
            id: '1',
            type: 'DEAL_TYPE_BALANCE',
            time: '2024-03-01T08:00:00.000Z',
            profit: '100000.00',
            commission: '0.00',
            swap: '0.00',
            magic: 0,
            comment: 'Deposit',
          },
          {
            id: '3',
            type: 'DEAL_TYPE_SELL',
            entryType: 'DEAL_ENTRY_OUT',
            positionId: '46214692',
            symbol: 'EURUSD',
            volume: 0.01,
            price: 1.09436,
            time: '2024-03-02T10:00:00.000Z',
            profit: '125.46',
            commission: '-3.50',
            swap: '-1.20',
            reason: 'DEAL_REASON_EXPERT',
            magic: 1000,
          },
          expect.objectContaining({ id: '4', type: 'DEAL_TYPE_COMMISSION', profit: '-2.00' }),
          expect.objectContaining({ id: '5', type: 'DEAL_TYPE_CHARGE', profit: '-10.50' }),
        ],
      });
      // the cancelled buy is left out, and said so
      expect(warnings).toContainEqual({
        context: { mt5AccountId: 'acc-1', dealId: '6', type: 'DEAL_TYPE_BUY_CANCELED' },
        message: expect.stringContaining('skipped'),
      });
    });
  });

  describe('rate limits', () => {
    it('given a 429 with a recommended retry time, when reading deals, then the read is refused until that time', async () => {
      const mt5 = await start([metaApiAccount('acc-1')]);
      const retryAt = Date.now() + 30_000;
      fake.queue(fake.dealsPath('acc-1', FROM, TO), tooManyRequests(retryAt, 'perAccount', 1));

      const read = await mt5.trading.deals('acc-1', FROM, TO);

      expect(read).toMatchObject({ ok: false, retryAt, reason: expect.stringContaining('rate limit') });
    });

    it('given a 429 on the second page, then nothing of the first page is handed out', async () => {
      const deals = ledger(1500);
      fake.deals.set('acc-1', deals);
      const mt5 = await start([metaApiAccount('acc-1')]);
      const retryAt = Date.now() + 30_000;
      fake.queue(
        fake.dealsPath('acc-1', FROM, TO),
        { status: 200, body: deals.slice(0, 1000) },
        tooManyRequests(retryAt, 'perAccount', 1),
      );

      const read = await mt5.trading.deals('acc-1', FROM, TO);

      expect(read).toEqual({ ok: false, retryAt, reason: expect.any(String) });
      expect(requestsTo(fake.dealsPath('acc-1', FROM, TO))).toHaveLength(2);
    });

    it('given an app-wide 429, then no trading read is sent to MetaApi before its retry time', async () => {
      const mt5 = await start([metaApiAccount('acc-1'), metaApiAccount('acc-2')]);
      const retryAt = Date.now() + 30_000;
      fake.queue(fake.dealsPath('acc-1', FROM, TO), tooManyRequests(retryAt, 'perUser', 1));

      await mt5.trading.deals('acc-1', FROM, TO);
      const other = await mt5.trading.positions('acc-2');

      expect(other).toMatchObject({ ok: false, retryAt });
      expect(requestsTo(fake.positionsPath('acc-2'))).toHaveLength(0);
    });
  });

  describe('a terminal still synchronizing', () => {
    it('given NotSynchronizedError, then the read is refused with a time to ask again, and later succeeds', async () => {
      fake.positions.set('acc-1', [metatraderPosition('7')]);
      const mt5 = await start([metaApiAccount('acc-1')]);
      fake.queue(fake.positionsPath('acc-1'), notSynchronized());

      const before = Date.now();
      const first = await mt5.trading.positions('acc-1');
      const second = await mt5.trading.positions('acc-1');

      expect(first).toMatchObject({ ok: false, reason: expect.stringContaining('synchronizing') });
      expect(first.ok || first.retryAt).toBeGreaterThan(before);
      expect(second).toMatchObject({ ok: true, value: [{ id: '7' }] });
    });

    it('given 202 Accepted with Retry-After, then the read is asked again after that many seconds', async () => {
      const mt5 = await start([metaApiAccount('acc-1')]);
      fake.queue(fake.dealsPath('acc-1', FROM, TO), {
        status: 202,
        headers: { 'retry-after': '5' },
        body: { status: 'processing', message: 'Terminal state is being synchronized' },
      });

      const before = Date.now();
      const read = await mt5.trading.deals('acc-1', FROM, TO);
      const after = Date.now();

      expect(read.ok).toBe(false);
      const retryAt = read.ok ? 0 : read.retryAt;
      expect(retryAt).toBeGreaterThanOrEqual(before + 5000);
      expect(retryAt).toBeLessThanOrEqual(after + 5000);
    });

    it('given deals flagged synchronizing: true, then the incomplete ledger is not handed out', async () => {
      const deals = ledger(3);
      const mt5 = await start([metaApiAccount('acc-1')]);
      fake.queue(
        fake.dealsPath('acc-1', FROM, TO),
        { status: 200, body: { deals: deals.slice(0, 1), synchronizing: true } },
        { status: 200, body: { deals, synchronizing: false } },
      );

      const first = await mt5.trading.deals('acc-1', FROM, TO);
      const second = await mt5.trading.deals('acc-1', FROM, TO);

      expect(first).toMatchObject({ ok: false, reason: expect.stringContaining('synchronizing') });
      expect(second.ok && second.value.map((deal) => deal.id)).toEqual(deals.map((deal) => deal.id));
    });
  });

  describe('positions', () => {
    it('maps open positions with the figures of their open part, not the cumulative ones', async () => {
      fake.positions.set('acc-1', [
        metatraderPosition('46648037'),
        metatraderPosition('46648038', {
          type: 'POSITION_TYPE_SELL',
          stopLoss: undefined,
          takeProfit: 1.02,
          reason: 'POSITION_REASON_UNKNOWN',
          magic: 0,
          time: '2024-03-04T09:30:00.000+02:00',
          unrealizedProfit: -12.344,
          unrealizedSwap: 0,
          unrealizedCommission: -0.7,
        }),
      ]);
      const mt5 = await start([metaApiAccount('acc-1')]);

      const read = await mt5.trading.positions('acc-1');

      expect(read).toEqual({
        ok: true,
        value: [
          {
            id: '46648037',
            symbol: 'AUDNZD',
            type: 'BUY',
            volume: 0.05,
            openPrice: 1.03892,
            currentPrice: 1.03924,
            stopLoss: 1.0305,
            profit: '0.97',
            swap: '-0.45',
            commission: '-0.25',
            openTime: '2020-04-15T02:45:06.521Z',
            reason: 'DEAL_REASON_EXPERT',
            magic: 1000,
          },
          {
            id: '46648038',
            symbol: 'AUDNZD',
            type: 'SELL',
            volume: 0.05,
            openPrice: 1.03892,
            currentPrice: 1.03924,
            takeProfit: 1.02,
            profit: '-12.34',
            swap: '0.00',
            commission: '-0.70',
            openTime: '2024-03-04T07:30:00.000Z',
            magic: 0,
          },
        ],
      });
    });
  });

  describe('failures', () => {
    it('given a failing read, then it is asked again ever later, and from the start again once it works', async () => {
      fake.positions.set('acc-1', [metatraderPosition('7')]);
      const mt5 = await start([metaApiAccount('acc-1')]);
      const internalError = { status: 500, body: { id: 5, error: 'InternalError', message: 'Something went wrong' } };
      fake.queue(fake.positionsPath('acc-1'), internalError, internalError);

      const delays: number[] = [];
      const read = async () => {
        const before = Date.now();
        const outcome = await mt5.trading.positions('acc-1');
        if (!outcome.ok) delays.push(outcome.retryAt - before);
        return outcome;
      };
      const first = await read();
      await read();
      expect(await read()).toMatchObject({ ok: true });
      fake.queue(fake.positionsPath('acc-1'), internalError);
      await read();

      expect(first).toMatchObject({ ok: false, reason: 'MetaApi 500: Something went wrong' });
      const [once = 0, twice = 0, afterSuccess = 0] = delays;
      expect(twice).toBeGreaterThan(once * 1.5);
      expect(afterSuccess).toBeLessThan(twice);
      expect(once).toBeGreaterThanOrEqual(1000);
    });
  });
});
