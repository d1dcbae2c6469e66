import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { listOpenLinks } from '../src/db/trading-accounts.ts';
import { linksFromRows } from '../src/domain/account-link.ts';
import { type AccountsHarness, startAccounts } from './helper.ts';

describe('linking MT5 accounts to traders', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts({ SIM_ACCOUNTS: '30' });
  });
  afterAll(() => accounts.close());

  it('given a trader without an account, when they read it, then 404 says none is linked yet', async () => {
    const response = await accounts.get('/api/account', accounts.trader(randomUUID()));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No trading account linked yet' });
  });

  it('given a free MT5 account, when an admin links it with 25000, then the trader reads it with live MT5 data', async () => {
    // given
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();

    // when
    const linked = await accounts.link(userId, mt5.id, '25000');

    // then
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ message: 'MT5 account linked', account: { fundingBalance: '25000' } });
    const account = (await accounts.get('/api/account', accounts.trader(userId))).json();
    expect(account).toMatchObject({
      status: 'active',
      fundingBalance: '25000',
      accountType: 'Instant Funding',
      mt5AccountId: mt5.id,
      maxDrawdown: 5,
      mt5Data: { login: mt5.login, server: 'PropSim-Demo', accountInfo: { currency: 'USD' } },
    });
    expect(account.totalPnl).toBeCloseTo(account.equity - 25000, 2);
    expect(account.mt5Data.floatingPnL).toBeCloseTo(
      account.mt5Data.accountInfo.equity - account.mt5Data.accountInfo.balance,
      2,
    );
    const listed = (await accounts.get('/api/admin/mt5-accounts', accounts.admin)).json();
    expect(listed.find((entry: { id: string }) => entry.id === mt5.id)).toMatchObject({
      linkedUserId: userId,
      state: 'DEPLOYED',
      connectionStatus: 'CONNECTED',
      platform: 'mt5',
      accountInfo: { leverage: 30, currency: 'USD' },
    });
    expect(await accounts.eventCount('accounts.account.linked')).toBeGreaterThanOrEqual(1);
  });

  it('given a trader with an account, when an admin links a second one, then 409 and nothing changes', async () => {
    const userId = randomUUID();
    const first = await accounts.freeMt5Account();
    await accounts.link(userId, first.id);
    const second = await accounts.freeMt5Account();

    const response = await accounts.link(userId, second.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This user already has a trading account; unlink it first' });
    expect((await accounts.get('/api/account', accounts.trader(userId))).json().mt5AccountId).toBe(first.id);
  });

  it('given an MT5 account linked to one trader, when an admin links it to another, then 409', async () => {
    const mt5 = await accounts.freeMt5Account();
    await accounts.link(randomUUID(), mt5.id);

    const response = await accounts.link(randomUUID(), mt5.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This MT5 account is already linked to another user' });
  });

  it('given a race the memory check misses, when the database sees a second open account, then its unique index answers 409', async () => {
    // given: a link written straight to the database, as another replica would
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    await accounts.deps.db
      .insertInto('trading_accounts')
      .values({
        user_id: userId,
        mt5_account_id: 'elsewhere',
        funding_balance: '10000',
        account_type: 'Instant Funding',
      })
      .execute();

    // when
    const response = await accounts.link(userId, mt5.id);

    // then
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This user already has a trading account; unlink it first' });
  });

  it('given an unknown MT5 account, when linking, then 404', async () => {
    const response = await accounts.link(randomUUID(), 'no-such-account');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'MT5 account not found' });
  });

  it.each([
    [{ fundingBalance: '20000' }, 'Please select a funding balance'],
    [{ userId: 'someone' }, 'Please select a user'],
    [{ mt5AccountId: '' }, 'Please select an MT5 account'],
  ])('given %o, when linking, then 400 with the form message', async (override, message) => {
    const mt5 = await accounts.freeMt5Account();
    const payload = { userId: randomUUID(), mt5AccountId: mt5.id, fundingBalance: '10000', ...override };
    const response = await accounts.post('/api/admin/link-mt5', accounts.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('given a linked trader, when an admin unlinks, then the account is gone for them but kept as closed history', async () => {
    // given
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    const linked = (await accounts.link(userId, mt5.id)).json();

    // when
    const unlinked = await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId });

    // then
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ message: 'MT5 account unlinked', account: { status: 'closed' } });
    expect((await accounts.get('/api/account', accounts.trader(userId))).statusCode).toBe(404);
    const rows = await accounts.deps.db
      .selectFrom('trading_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toMatchObject([
      { id: linked.account.id, status: 'closed', closed_reason: 'unlinked', linked_by: accounts.adminId },
    ]);
    expect(rows[0]?.last_equity).not.toBeNull();
    expect(await accounts.eventCount('accounts.account.unlinked')).toBeGreaterThanOrEqual(1);
    expect(await auditRecordsAbout(accounts.deps.db, userId)).toMatchObject([
      { actorId: accounts.adminId, action: 'mt5.linked', before: null, after: { mt5AccountId: mt5.id } },
      {
        actorId: accounts.adminId,
        action: 'mt5.unlinked',
        before: { accountId: linked.account.id, mt5AccountId: mt5.id, status: 'active' },
        after: { status: 'unlinked' },
      },
    ]);

    // and the MT5 account is free again, for this user or another
    expect((await accounts.link(randomUUID(), mt5.id)).statusCode).toBe(200);
  });

  it('given one trader linked and one unlinked, when the periodic repair reads the links, then it finds the open account as linked and not the closed one', async () => {
    // given
    const open = randomUUID();
    const closed = randomUUID();
    const kept = await accounts.freeMt5Account();
    const linked = (await accounts.link(open, kept.id, '25000')).json();
    await accounts.link(closed, (await accounts.freeMt5Account()).id);
    await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId: closed });

    // when
    const links = linksFromRows(await listOpenLinks(accounts.deps.db));

    // then
    expect(links.find((link) => link.userId === open)).toMatchObject({
      accountId: linked.account.id,
      mt5AccountId: kept.id,
      fundingBalance: '25000',
      status: 'active',
      accountType: 'Instant Funding',
      frozen: false,
      frozenReason: null,
      frozenSince: null,
    });
    expect(links.some((link) => link.userId === closed)).toBe(false);
  });

  it('given a user without an open account, when an admin unlinks, then 404', async () => {
    const response = await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This user has no linked MT5 account' });
  });

  it('given two traders with accounts, when each reads /api/account, then each sees only their own', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const aliceMt5 = await accounts.freeMt5Account();
    await accounts.link(alice, aliceMt5.id, '50000');
    const bobMt5 = await accounts.freeMt5Account();
    await accounts.link(bob, bobMt5.id, '100000');

    const aliceView = (await accounts.get('/api/account', accounts.trader(alice))).json();
    const bobView = (await accounts.get('/api/account', accounts.trader(bob))).json();

    expect(aliceView).toMatchObject({ mt5AccountId: aliceMt5.id, fundingBalance: '50000' });
    expect(bobView).toMatchObject({ mt5AccountId: bobMt5.id, fundingBalance: '100000' });
    // a query string or another user's id in a header changes nothing: the session decides
    const sneaky = await accounts.app.inject({
      method: 'GET',
      url: `/api/account?userId=${bob}`,
      headers: { ...accounts.trader(alice), 'x-user-id-override': bob },
    });
    expect(sneaky.json().mt5AccountId).toBe(aliceMt5.id);
  });

  it('given a trader session, when it calls any admin route, then 403; without the internal token, 401', async () => {
    const userId = randomUUID();
    const trader = accounts.trader(userId);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/mt5-accounts', undefined],
      ['GET', `/api/admin/user/account/${userId}`, undefined],
      ['POST', '/api/admin/link-mt5', { userId, mt5AccountId: 'x', fundingBalance: '10000' }],
      ['POST', '/api/admin/unlink-mt5', { userId }],
      ['POST', '/api/admin/mt5-accounts/x/equity', { equity: 1 }],
    ] as const) {
      const response = await accounts.app.inject({ method, url, headers: trader, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const forged = { ...accounts.trader(userId), 'x-internal-token': 'not-the-token-not-the-token' };
    expect((await accounts.get('/api/account', forged)).statusCode).toBe(401);
    expect((await accounts.get('/api/admin/mt5-accounts', {})).statusCode).toBe(401);
  });

  it("given a linked trader, when an admin reads that user's account, then it is the trader's view; unknown users get 404", async () => {
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    await accounts.link(userId, mt5.id);

    const found = await accounts.get(`/api/admin/user/account/${userId}`, accounts.admin);
    const missing = await accounts.get(`/api/admin/user/account/${randomUUID()}`, accounts.admin);

    expect(found.json()).toMatchObject({ mt5AccountId: mt5.id, status: 'active' });
    expect(missing.statusCode).toBe(404);
  });
});
