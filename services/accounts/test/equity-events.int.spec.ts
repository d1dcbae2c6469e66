import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchUpdatesOf, equityBatch, equityUpdated } from '@prop/contracts/events/equity-batch';
import { subjectFilterOf } from '@prop/contracts/events/envelope';
import { moneyOf } from '@prop/contracts/money';
import { subjectFor } from '@prop/service-kit/nats';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';

type EquityData = ReturnType<typeof equityUpdated.data.parse>;

describe('MT5 updates published in ticks.equity.batch events', () => {
  let accounts: AccountsHarness;
  const seen: EquityData[] = [];
  let stopListening: () => void;

  beforeAll(async () => {
    accounts = await startAccounts();
    // A plain subscription, as the gateway reads them.
    const subscription = accounts.deps.nats.nc.subscribe(
      subjectFor(accounts.ns.namespace, subjectFilterOf(equityBatch)),
      {
        callback: (_error, message) => {
          const envelope = message.json<{ type: string; data: unknown }>();
          if (envelope.type !== equityBatch.type) return;
          const batch = equityBatch.data.parse(envelope.data);
          seen.push(...batchUpdatesOf(batch).map((update) => equityUpdated.data.parse(update)));
        },
      },
    );
    stopListening = () => subscription.unsubscribe();
  });
  afterAll(async () => {
    stopListening();
    await accounts.close();
  });

  it('publishes about one update per account per second, without a user for unlinked accounts', async () => {
    const mt5 = await accounts.freeMt5Account();
    const start = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const mine = seen.slice(start).filter((update) => update.mt5AccountId === mt5.id);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.length).toBeLessThanOrEqual(3);
    expect(
      mine.every((update) => update.userId === null && Number(update.equity) > 0 && update.currency === 'USD'),
    ).toBe(true);
    // the TICKS stream keeps them too, for risk to replay
    expect(await accounts.streamCount(equityBatch.service, equityBatch.subject)).toBeGreaterThan(0);
  });

  it("given a linked account, when an admin sets its equity, then an update carrying the trader's id and that equity is published", async () => {
    // given
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    const linked = (await accounts.link(userId, mt5.id, '10000')).json();

    // when
    const response = await accounts.post(`/api/admin/mt5-accounts/${mt5.id}/equity`, accounts.admin, { equity: 9400 });

    // then
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: mt5.id, accountInfo: { equity: 9400 }, linkedUserId: userId });
    const update = await waitFor(async () =>
      seen.find((candidate) => candidate.mt5AccountId === mt5.id && candidate.equity === '9400.00'),
    );
    expect(update).toMatchObject({ userId, accountId: linked.account.id, currency: 'USD' });
    expect(moneyOf(update.floatingPnL)).toBe(moneyOf(update.equity) - moneyOf(update.balance));
    // the trader's poll shows the same figures: 6% drawdown of 10,000
    const account = (await accounts.get('/api/account', accounts.trader(userId))).json();
    expect(account.currentDrawdown).toBeGreaterThan(5);
    expect(account.totalPnl).toBeLessThan(-500);
    expect(await auditRecordsAbout(accounts.deps.db, mt5.id)).toMatchObject([
      { action: 'mt5.equity_set', after: { equity: 9400 } },
    ]);
  });

  it('given the equity control, when it names an unknown account or a bad amount, then 404 or 400', async () => {
    const unknown = await accounts.post('/api/admin/mt5-accounts/nope/equity', accounts.admin, { equity: 100 });
    const mt5 = await accounts.freeMt5Account();
    const negative = await accounts.post(`/api/admin/mt5-accounts/${mt5.id}/equity`, accounts.admin, { equity: -5 });
    expect(unknown.statusCode).toBe(404);
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ message: 'Equity must be a positive amount' });
  });
});

describe('a restart of the simulator', () => {
  it('given a linked account driven to a breach, when the answer is given, then its new figures are already stored for a restart', async () => {
    // given
    const app = await startAccounts();
    try {
      const userId = randomUUID();
      const mt5 = await app.freeMt5Account();
      await app.link(userId, mt5.id, '10000');

      // when
      const driven = await app.post(`/api/admin/mt5-accounts/${mt5.id}/equity`, app.admin, { equity: 9000 });

      // then: stored at once, not when the keeper next writes (every 30 s), so a crash keeps it
      expect(driven.statusCode).toBe(200);
      const stored = await app.deps.db
        .selectFrom('trading_accounts')
        .select('last_equity')
        .where('mt5_account_id', '=', mt5.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.last_equity)).toBe(9000);
      expect(driven.json().accountInfo.equity).toBe(9000);
    } finally {
      await app.close();
    }
  });

  it('shows the same MT5 accounts and brings linked accounts back near their last figures', async () => {
    // given: a linked account driven to a profit, and the app stopped (its figures kept)
    const first = await startAccounts({ SIM_SEED: '777' });
    const userId = randomUUID();
    const mt5 = await first.freeMt5Account();
    await first.link(userId, mt5.id, '25000');
    await first.post(`/api/admin/mt5-accounts/${mt5.id}/equity`, first.admin, { equity: 26000 });
    const before = (await first.get('/api/admin/mt5-accounts', first.admin)).json();
    await first.stop();

    // when
    const second = await startAccounts({ SIM_SEED: '777' }, first.ns);
    try {
      // then
      const after = (await second.get('/api/admin/mt5-accounts', second.admin)).json();
      const ids = (list: { id: string; login: string }[]) => list.map((entry) => `${entry.id}/${entry.login}`);
      expect(ids(after)).toEqual(ids(before));
      const account = (await second.get('/api/account', second.trader(userId))).json();
      expect(account).toMatchObject({ mt5AccountId: mt5.id, fundingBalance: '25000' });
      expect(Math.abs(account.equity - 26000)).toBeLessThan(26000 * 0.05);
    } finally {
      await second.close();
    }
  });
});

describe('the updates of one simulator tick', () => {
  it('go out together: one batch per partition, not one message per update', async () => {
    // 40 accounts in 10 ticks a second, one partition: each tick's 4 updates in one message.
    const accounts = await startAccounts({ SIM_ACCOUNTS: '40', ACCOUNT_PARTITIONS: '1' });
    const batches: number[] = [];
    const subscription = accounts.deps.nats.nc.subscribe(
      subjectFor(accounts.ns.namespace, subjectFilterOf(equityBatch)),
      {
        callback: (_error, message) => {
          batches.push(equityBatch.data.parse(message.json<{ data: unknown }>().data).columns.mt5AccountId.length);
        },
      },
    );
    try {
      await waitFor(async () => batches.length >= 10 || undefined);
      const updates = batches.reduce((sum, count) => sum + count, 0);
      expect(batches.length).toBeLessThan(updates);
      expect(Math.max(...batches)).toBeGreaterThanOrEqual(4);
    } finally {
      subscription.unsubscribe();
      await accounts.close();
    }
  });
});
