import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FACTS_BUCKET, type AccountFactsEntry } from '@prop/contracts/account-facts';
import { breachDetected } from '@prop/contracts/events/risk';
import { type KV, openKv } from '@prop/service-kit/kv';
import { connectNats } from '@prop/service-kit/nats';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

describe('the account-facts bucket the gateway answers polls from', () => {
  let accounts: AccountsHarness;
  let kv: KV;
  beforeAll(async () => {
    accounts = await startAccounts({ SIM_ACCOUNTS: '10' });
    kv = await openKv(accounts.deps.nats.nc, accounts.ns.namespace, ACCOUNT_FACTS_BUCKET);
  });
  afterAll(() => accounts.close());

  const entryOf = async (userId: string) => {
    const entry = await kv.get(userId);
    return entry?.operation === 'PUT' ? entry.json<AccountFactsEntry>() : undefined;
  };

  it('given a link, then the trader has an entry with the account and its MT5 identity; an unlink removes it', async () => {
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();

    const linked = (await accounts.link(userId, mt5.id, '50000')).json().account;

    const entry = await waitFor(() => entryOf(userId));
    expect(entry).toEqual({
      userId,
      accountId: linked.id,
      mt5AccountId: mt5.id,
      status: 'active',
      fundingBalance: '50000',
      accountType: 'Instant Funding',
      mt5: { name: linked.mt5Data.name, login: mt5.login, server: 'PropSim-Demo' },
      frozen: false,
      frozenReason: null,
      frozenSince: null,
    });

    await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId });

    await waitFor(async () => (await entryOf(userId)) === undefined);
  });

  it('given a breach detected by risk, then the entry says breached', async () => {
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    await accounts.link(userId, mt5.id);

    await accounts.publishEvent(breachDetected, {
      breachId: randomUUID(),
      userId,
      mt5AccountId: mt5.id,
      breachPercentage: 5.2,
      initialDeposit: '10000.00',
      currentEquity: '9480.00',
      breachedAt: new Date().toISOString(),
    });

    await waitFor(async () => (await entryOf(userId))?.status === 'breached');
  });

  it('given a bucket that lost an entry and holds a stale one, when the service restarts, then it matches the open accounts again', async () => {
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    await accounts.link(userId, mt5.id);
    await waitFor(() => entryOf(userId));
    const stale = randomUUID();
    await kv.put(stale, JSON.stringify({ userId: stale }));
    await kv.delete(userId);
    await accounts.stop();

    accounts = await startAccounts({ SIM_ACCOUNTS: '10' }, accounts.ns);
    kv = await openKv(accounts.deps.nats.nc, accounts.ns.namespace, ACCOUNT_FACTS_BUCKET);

    expect(await entryOf(stale)).toBeUndefined();
    expect(await entryOf(userId)).toMatchObject({ userId, mt5AccountId: mt5.id, status: 'active' });
  });

  it('given entries equal to the open accounts and one that differs, when the service restarts, then only that one is written again', async () => {
    const kept = randomUUID();
    const changed = randomUUID();
    await accounts.link(kept, (await accounts.freeMt5Account()).id);
    await accounts.link(changed, (await accounts.freeMt5Account()).id);
    await waitFor(() => entryOf(kept));
    const changedEntry = await waitFor(() => entryOf(changed));
    await accounts.stop();
    // Read and written from a connection of the test's own: the stopped service writes nothing more.
    const own = await connectNats(accounts.config.NATS_URL, 'account-facts-test');
    try {
      const bucket = await openKv(own.nc, accounts.ns.namespace, ACCOUNT_FACTS_BUCKET);
      const keptBefore = await bucket.get(kept);
      await bucket.put(changed, JSON.stringify({ ...changedEntry, status: 'breached' }));

      accounts = await startAccounts({ SIM_ACCOUNTS: '10' }, accounts.ns);

      expect((await bucket.get(kept))?.revision).toBe(keptBefore?.revision);
      expect((await bucket.get(changed))?.json()).toEqual(changedEntry);
    } finally {
      await own.nc.close();
    }
    kv = await openKv(accounts.deps.nats.nc, accounts.ns.namespace, ACCOUNT_FACTS_BUCKET);
  });
});
