import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SNAPSHOT_SUBJECT, accountSnapshotReplySchema } from '@prop/contracts/account-snapshot';
import { breachDetected } from '@prop/contracts/events/risk';
import { subjectFor } from '@prop/service-kit/nats';
import { accountInformation, metaApiAccount, startFakeMetaApi } from './fake-metaapi.ts';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

describe('the account snapshot other services ask for over NATS', () => {
  let fake: Awaited<ReturnType<typeof startFakeMetaApi>>;
  let accounts: AccountsHarness;
  beforeAll(async () => {
    fake = await startFakeMetaApi();
    fake.accounts.push(metaApiAccount('meta-1'), metaApiAccount('meta-2'), metaApiAccount('meta-3'));
    fake.information.set('meta-1', accountInformation({ balance: 10000, equity: 10250.456, currency: 'USD' }));
    fake.information.set('meta-2', accountInformation({ balance: 25000, equity: 24000 }));
    accounts = await startAccounts({
      METAAPI_TOKEN: 'token',
      METAAPI_PROVISIONING_URL: fake.url,
      METAAPI_CLIENT_URL: fake.url,
      METAAPI_POLL_MS: '100',
    });
    await waitFor(async () => {
      const list = (await accounts.get('/api/admin/mt5-accounts', accounts.admin)).json();
      return list.find((entry: { id: string; accountInfo: unknown }) => entry.id === 'meta-2' && entry.accountInfo);
    });
  });
  afterAll(async () => {
    await accounts.close();
    await fake.close();
  });

  async function ask(body: unknown) {
    const subject = subjectFor(accounts.ns.namespace, ACCOUNT_SNAPSHOT_SUBJECT);
    const reply = await accounts.deps.nats.nc.request(subject, JSON.stringify(body), { timeout: 2000 });
    return accountSnapshotReplySchema.parse(reply.json());
  }

  it('given a linked trader, when asked, then it answers the funding balance and the latest MT5 figures in cents', async () => {
    // given
    const userId = randomUUID();
    await accounts.link(userId, 'meta-1', '10000');

    // when
    const snapshot = await ask({ userId });

    // then
    expect(snapshot).toMatchObject({
      found: true,
      status: 'active',
      mt5AccountId: 'meta-1',
      fundingBalance: '10000',
      equity: '10250.46',
      balance: '10000.00',
      currency: 'USD',
    });
    expect(snapshot.found && Date.now() - Date.parse(snapshot.at ?? '')).toBeLessThan(5000);
  });

  it('given a trader without an account, when asked, then found is false', async () => {
    expect(await ask({ userId: randomUUID() })).toEqual({ found: false });
  });

  it('given a request that names no user, when asked, then it says the request is invalid', async () => {
    expect(await ask({ userId: 'someone' })).toEqual({ found: false, error: 'invalid request' });
  });

  it('given an account risk found breached, when asked, then the status is breached at once', async () => {
    // given
    const userId = randomUUID();
    await accounts.link(userId, 'meta-2', '25000');
    await accounts.publishEvent(breachDetected, {
      breachId: randomUUID(),
      userId,
      mt5AccountId: 'meta-2',
      breachPercentage: 5,
      initialDeposit: '25000.00',
      currentEquity: '23750.00',
      breachedAt: new Date().toISOString(),
    });

    // when
    const snapshot = await waitFor(async () => {
      const answer = await ask({ userId });
      return answer.found && answer.status === 'breached' && answer;
    });

    // then
    expect(snapshot).toMatchObject({ found: true, status: 'breached', fundingBalance: '25000', equity: '24000.00' });
  });

  it('given an MT5 account whose figures MetaApi never gave, when asked, then the figures are null', async () => {
    const userId = randomUUID();
    const linked = await accounts.link(userId, 'meta-3', '10000');
    expect(linked.statusCode).toBe(200);

    expect(await ask({ userId })).toMatchObject({ found: true, equity: null, balance: null, currency: null, at: null });
  });
});
