import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real gateway and accounts apps, used as they are: this file checks that the gateway answers
// GET /api/account from the snapshots it keeps from NATS exactly as the accounts service would.
import { startGateway, type TestGateway } from '../../gateway/test/support/gateway.ts';
import { type AccountsHarness, startAccounts, waitFor } from '../../services/accounts/test/helper.ts';

describe('GET /api/account answered by the gateway from its account snapshots', () => {
  let accounts: AccountsHarness;
  let accountsUrl: string;
  let gateway: TestGateway;

  const startTheGateway = () =>
    startGateway({
      NAMESPACE: accounts.ns.namespace,
      ACCOUNTS_URL: accountsUrl,
      INTERNAL_TOKEN: accounts.config.INTERNAL_TOKEN,
    });

  beforeAll(async () => {
    accounts = await startAccounts({ SIM_ACCOUNTS: '20' });
    accountsUrl = await accounts.app.listen({ host: '127.0.0.1', port: 0 });
    gateway = await startTheGateway();
  });
  afterAll(async () => {
    await gateway?.close();
    await accounts?.close();
  });

  /** A signed-in trader: polls through the gateway, and reads straight from the service. */
  async function signInTrader() {
    const { cookie, session } = await gateway.signIn('trader');
    const userId = session.userId;
    return {
      userId,
      poll: () => gateway.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } }),
      direct: () => accounts.get('/api/account', accounts.trader(userId)),
    };
  }
  type Trader = Awaited<ReturnType<typeof signInTrader>>;

  /** How many GET /api/account the accounts service itself answered, from its metrics. */
  async function serviceAnswered(): Promise<number> {
    const metrics = await accounts.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${accounts.config.METRICS_TOKEN}` },
    });
    return metrics.body
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('http_request_duration_seconds_count{') &&
          line.includes('service="accounts"') &&
          line.includes('route="/api/account"'),
      )
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  }

  /** Reads both back to back until they agree: the simulator moves every account once a second. */
  async function sameAnswer(trader: Trader) {
    return waitFor(async () => {
      const [polled, direct] = [await trader.poll(), await trader.direct()];
      return polled.statusCode === direct.statusCode && polled.body === direct.body && polled;
    });
  }

  /** The gateway answers the next polls itself: the service sees none of them. */
  async function expectServedFromMemory(trader: Trader, polls = 20) {
    const before = await serviceAnswered();
    for (let poll = 0; poll < polls; poll++) expect((await trader.poll()).statusCode).toBe(200);
    expect(await serviceAnswered()).toBe(before);
  }

  async function linkedTrader(fundingBalance = '25000') {
    const trader = await signInTrader();
    const mt5 = await accounts.freeMt5Account();
    expect((await accounts.link(trader.userId, mt5.id, fundingBalance)).statusCode).toBe(200);
    return { ...trader, mt5AccountId: mt5.id };
  }

  it('given a linked trader, then the gateway answers with the service body, byte for byte, without asking it', async () => {
    const trader = await linkedTrader();

    const answer = await sameAnswer(trader);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toMatchObject({ fundingBalance: '25000', mt5AccountId: trader.mt5AccountId });
    await waitFor(async () => {
      const before = await serviceAnswered();
      await trader.poll();
      return (await serviceAnswered()) === before;
    });
    await expectServedFromMemory(trader);
  });

  it('given the equity moves, then the gateway answers with the new figures, as the service does', async () => {
    const trader = await linkedTrader();
    await sameAnswer(trader);

    const driven = await accounts.post(
      `/api/admin/mt5-accounts/${encodeURIComponent(trader.mt5AccountId)}/equity`,
      accounts.admin,
      { equity: 23000 },
    );
    expect(driven.statusCode).toBeLessThan(300);

    await waitFor(async () => (await trader.poll()).json().equity < 23500);
    const answer = await sameAnswer(trader);
    expect(answer.json().currentDrawdown).toBeGreaterThan(5);
    await expectServedFromMemory(trader);
  });

  it('given an unlink, then the gateway answers as the service does: no account', async () => {
    const trader = await linkedTrader();
    await sameAnswer(trader);

    expect((await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId: trader.userId })).statusCode).toBe(
      200,
    );

    const answer = await waitFor(async () => {
      const polled = await trader.poll();
      return polled.statusCode === 404 && polled;
    });
    expect(answer.json()).toEqual({ message: 'No trading account linked yet' });
    expect(answer.body).toBe((await trader.direct()).body);
  });

  it('given traders with accounts and one without, then each gets only their own, never another', async () => {
    const first = await linkedTrader('10000');
    const second = await linkedTrader('50000');
    const without = await signInTrader();

    const [mine, theirs] = [await sameAnswer(first), await sameAnswer(second)];

    expect(mine.json()).toMatchObject({ mt5AccountId: first.mt5AccountId, fundingBalance: '10000' });
    expect(theirs.json()).toMatchObject({ mt5AccountId: second.mt5AccountId, fundingBalance: '50000' });
    expect(mine.json().id).not.toBe(theirs.json().id);
    const none = await without.poll();
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe((await without.direct()).body);
  });

  it('given an MT5 account moved from one trader to another, then the first has none and the second has the new account', async () => {
    const first = await linkedTrader();
    await sameAnswer(first);
    const firstAccountId = (await first.poll()).json().id;
    await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId: first.userId });
    const second = await signInTrader();

    expect((await accounts.link(second.userId, first.mt5AccountId, '100000')).statusCode).toBe(200);

    const answer = await sameAnswer(second);
    expect(answer.json()).toMatchObject({ mt5AccountId: first.mt5AccountId, fundingBalance: '100000' });
    expect(answer.json().id).not.toBe(firstAccountId);
    await waitFor(async () => (await first.poll()).statusCode === 404);
  });

  it('given an admin session, then the trader route stays closed to it', async () => {
    const { cookie } = await gateway.signIn('admin', randomUUID());
    const response = await gateway.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('given a restarted gateway, then it learns every open account again and answers from memory', async () => {
    const trader = await linkedTrader();
    await sameAnswer(trader);

    // A process restart: the old gateway goes away (its bucket stays, as it would in NATS).
    await gateway.app.close();
    await gateway.redis.quit();
    await gateway.nats.nc.close();
    gateway = await startTheGateway();
    const { cookie } = await gateway.signIn('trader', trader.userId);
    const restarted = {
      ...trader,
      poll: () => gateway.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } }),
    };
    const linkedSince = await linkedTrader('50000');

    for (const known of [restarted, linkedSince]) {
      await sameAnswer(known);
      await waitFor(async () => {
        const before = await serviceAnswered();
        await known.poll();
        return (await serviceAnswered()) === before;
      });
      await expectServedFromMemory(known);
    }
  });
});
