import { randomUUID } from 'node:crypto';
import { askUserData } from '@prop/service-kit/testing/user-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTradingAccount } from '../src/db/trading-accounts.ts';
import { upsertTrades } from '../src/db/trading-data.ts';
import { type AccountsHarness, startAccounts } from './helper.ts';
import { closedTrade } from './trading/fixtures.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the trading accounts and trades accounts gives for a trader’s data export', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts();
  });
  afterAll(() => accounts.close());

  const link = (userId: string, mt5AccountId: string) =>
    insertTradingAccount(
      accounts.deps.db,
      {
        userId,
        mt5AccountId,
        fundingBalance: '10000',
        accountType: 'standard',
        mt5Name: 'Trader',
        mt5Login: '7001',
        mt5Server: 'Demo-Server',
        balance: '10000',
        equity: '10000',
        linkedBy: randomUUID(),
        purchaseId: null,
        frozen: null,
      },
      new Date(),
    );

  it('given an MT5 account trader B held before trader A, when asked for A, then it answers only A’s link and A’s trades', async () => {
    // given
    const [traderA, traderB] = [randomUUID(), randomUUID()];
    const mt5AccountId = `meta-${randomUUID().slice(0, 8)}`;
    const earlier = await link(traderB, mt5AccountId);
    await accounts.deps.db
      .updateTable('trading_accounts')
      .set({ status: 'closed', closed_at: minutesAgo(60), closed_reason: 'unlinked' })
      .where('id', '=', earlier.id)
      .execute();
    const mine = await link(traderA, mt5AccountId);
    const theirTrade = closedTrade({
      id: 'd-b',
      openTime: null,
      closeTime: minutesAgo(120).toISOString(),
      netProfit: '-50.00',
    });
    const myTrade = closedTrade({
      id: 'd-a',
      openTime: null,
      closeTime: minutesAgo(10).toISOString(),
      netProfit: '125.50',
    });
    await upsertTrades(accounts.deps.db, mt5AccountId, [theirTrade, myTrade]);

    // when
    const data = await askUserData(accounts.deps.nats.nc, accounts.config.NAMESPACE, 'accounts', traderA);

    // then
    expect(data).toEqual({
      tradingAccounts: [
        expect.objectContaining({
          id: mine.id,
          mt5AccountId,
          fundingBalance: '10000.00',
          status: 'active',
          closedAt: null,
          trades: [myTrade],
        }),
      ],
    });
    expect(JSON.stringify(data)).not.toContain(mine.linked_by);
  });
});
