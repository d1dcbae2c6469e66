import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseApproved } from '@prop/contracts/events/billing';
import { accountInformation, metaApiAccount, startFakeMetaApi } from './fake-metaapi.ts';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

describe('the accounts service with MetaApi as its MT5 source', () => {
  let fake: Awaited<ReturnType<typeof startFakeMetaApi>>;
  let accounts: AccountsHarness;
  beforeAll(async () => {
    fake = await startFakeMetaApi();
    fake.accounts.push(
      metaApiAccount('meta-1', { login: '7001', name: 'Funded One' }),
      metaApiAccount('meta-2', { login: '7002', connectionStatus: 'DISCONNECTED' }),
    );
    fake.information.set('meta-1', accountInformation({ balance: 25000, equity: 25310.25, leverage: 30 }));
    accounts = await startAccounts({
      METAAPI_TOKEN: 'token-from-env',
      METAAPI_PROVISIONING_URL: fake.url,
      METAAPI_CLIENT_URL: fake.url,
      METAAPI_POLL_MS: '200',
    });
    await waitFor(async () => {
      const list = (await accounts.get('/api/admin/mt5-accounts', accounts.admin)).json();
      return list.find((entry: { id: string; accountInfo: unknown }) => entry.id === 'meta-1' && entry.accountInfo);
    });
  });
  afterAll(async () => {
    await accounts.close();
    await fake.close();
  });

  it("lists MetaApi's accounts with their real connection status", async () => {
    const list = (await accounts.get('/api/admin/mt5-accounts', accounts.admin)).json();
    expect(list).toMatchObject([
      {
        id: 'meta-1',
        login: '7001',
        state: 'DEPLOYED',
        connectionStatus: 'CONNECTED',
        accountInfo: { equity: 25310.25 },
      },
      { id: 'meta-2', login: '7002', state: 'DEPLOYED', connectionStatus: 'DISCONNECTED', accountInfo: null },
    ]);
  });

  it('given an approved purchase, when no account can be opened here, then the provision waits for an admin link', async () => {
    const userId = randomUUID();
    const purchaseId = randomUUID();

    await accounts.publishEvent(purchaseApproved, { purchaseId, userId, tierId: '25k', amount: 25000 });

    const provision = await waitFor(() =>
      accounts.deps.db.selectFrom('provisions').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst(),
    );
    expect(provision).toMatchObject({ status: 'pending', funding_balance: '25000.00', trading_account_id: null });
    expect((await accounts.get('/api/account', accounts.trader(userId))).statusCode).toBe(404);

    // when the admin links a MetaApi account, the trader sees MetaApi's figures, untouched
    await accounts.link(userId, 'meta-1', '25000');
    const account = (await accounts.get('/api/account', accounts.trader(userId))).json();
    expect(account).toMatchObject({ equity: 25310.25, totalPnl: 310.25, currentDrawdown: 0, fundingBalance: '25000' });
    const fulfilled = await accounts.deps.db
      .selectFrom('provisions')
      .selectAll()
      .where('purchase_id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(fulfilled).toMatchObject({ status: 'linked', trading_account_id: account.id });
  });

  it('refuses the equity control, which only a simulator has', async () => {
    const response = await accounts.post('/api/admin/mt5-accounts/meta-1/equity', accounts.admin, { equity: 1000 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Equity control is only available with the MT5 simulator' });
  });
});
