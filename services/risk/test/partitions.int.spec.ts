import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';
import { partitionOf } from '@prop/contracts/partitions';
import { mt5In, splitBetween } from './replicas.ts';

/** A short lease, so partitions move within the test's patience. */
const LEASE_TTL_MS = 3000;

type Replica = Awaited<ReturnType<TestRisk['startReplica']>>;

async function accountsHeld(app: FastifyInstance): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/stats' })).json<{ accounts: number }>().accounts;
}

describe('risk partitions shared between replicas', () => {
  let risk: TestRisk;
  let second: Replica;
  let third: Replica | undefined;

  beforeAll(async () => {
    risk = await startRisk({ LEASE_TTL_MS: String(LEASE_TTL_MS) });
    second = await risk.startReplica();
  });
  afterAll(async () => {
    await third?.close();
    await second.close();
    await risk.close();
  });

  const everyAccount: TestAccount[] = [];

  async function linkAccounts(count: number, mt5AccountIds: string[] = []): Promise<TestAccount[]> {
    const accounts: TestAccount[] = [];
    for (let index = 0; index < count; index++) {
      const mt5AccountId = mt5AccountIds[index];
      accounts.push(await risk.linkAccount('10000', mt5AccountId ? { mt5AccountId } : {}));
    }
    everyAccount.push(...accounts);
    return accounts;
  }

  /** Each replica holds the accounts of the partitions it owns, rebuilt from the tables on taking them, and no other. */
  async function expectEachHeldByItsOwner(apps: FastifyInstance[]): Promise<void> {
    const partitions = risk.config.ACCOUNT_PARTITIONS;
    const ownedBy = (app: FastifyInstance) =>
      everyAccount.filter((account) =>
        app.riskPartitions.owned().includes(partitionOf(account.mt5AccountId, partitions)),
      ).length;
    await eventually(async () => {
      const held = await Promise.all(apps.map(accountsHeld));
      const owned = apps.map(ownedBy);
      if (JSON.stringify(held) !== JSON.stringify(owned)) throw new Error(`held ${held}, owned ${owned}`);
    }, LEASE_TTL_MS * 4);
  }

  /** Drives each account from its deposit through the 5% limit, one update a second from a minute ago. */
  async function driveThroughLimit(accounts: TestAccount[]): Promise<TestAccount[]> {
    const start = Date.now() - 60_000;
    for (const account of accounts) {
      await risk.publishUpdates(
        account,
        [10000, 9800, 9600, 9400, 9300, 9200].map((equity, step) => ({ at: new Date(start + step * 1000), equity })),
      );
    }
    return accounts;
  }

  async function expectOneBreachEach(accounts: TestAccount[]): Promise<void> {
    for (const account of accounts) {
      await eventually(async () => {
        if ((await risk.breachRows(account.accountId)).length === 0) throw new Error('no breach yet');
      }, LEASE_TTL_MS * 10);
    }
    for (const account of accounts) expect(await risk.breachRows(account.accountId)).toHaveLength(1);
    const detected = await risk.eventsOf('risk.breach.detected');
    for (const account of accounts) {
      expect(detected.filter((event) => event.accountId === account.accountId)).toHaveLength(1);
    }
  }

  it('splits the partitions between two replicas, each judging only its own accounts', async () => {
    const partitions = risk.config.ACCOUNT_PARTITIONS;
    await eventually(async () => {
      if (!splitBetween([risk.app, second.app], partitions)) throw new Error('not split yet');
    }, LEASE_TTL_MS * 6);
    // Three accounts in partitions of each replica.
    const ids = [...mt5In(risk.app, 3), ...mt5In(second.app, 3)];
    const accounts = await driveThroughLimit(await linkAccounts(6, ids));
    await expectOneBreachEach(accounts);
    // Each account lives on its partition's replica only.
    const held = await Promise.all([risk.app, second.app].map(accountsHeld));
    expect(held).toEqual([3, 3]);

    // A trader's request reaching the replica that does not hold their account is answered by the one that does.
    const onSecond = accounts[3] as TestAccount;
    const asked = (app: FastifyInstance, url: string, method: 'GET' | 'POST' = 'GET') =>
      app.inject({
        method,
        url,
        headers: risk.callerHeaders('trader', onSecond.userId),
        payload: method === 'POST' ? {} : undefined,
      });
    const fromOwner = await asked(second.app, '/api/account/objectives');
    const fromOther = await asked(risk.app, '/api/account/objectives');
    expect(fromOther.statusCode).toBe(200);
    expect(fromOther.json()).toEqual(fromOwner.json());
    const evidence = await asked(risk.app, '/api/drawdown-breach/evidence');
    expect(evidence.statusCode).toBe(200);
  });

  it('given accounts driven through their limit while a third replica joins, then each gets exactly one breach', async () => {
    const joining = risk.startReplica();
    const accounts = await driveThroughLimit(await linkAccounts(8));
    third = await joining;
    const apps = [risk.app, second.app, third.app];
    await eventually(async () => {
      if (!splitBetween(apps, risk.config.ACCOUNT_PARTITIONS)) throw new Error('not moved yet');
    }, LEASE_TTL_MS * 8);
    expect(third.app.riskPartitions.owned().length).toBeGreaterThan(0);
    await expectOneBreachEach(accounts);
    await expectEachHeldByItsOwner(apps);
  });

  it('given a replica stops while accounts are driven through their limit, then the others take its partitions and every account gets one breach', async () => {
    const linked = await linkAccounts(8);
    const stopping = second.close();
    const accounts = await driveThroughLimit(linked);
    await stopping;
    const apps = [risk.app, (third as Replica).app];
    await eventually(async () => {
      if (!splitBetween(apps, risk.config.ACCOUNT_PARTITIONS)) throw new Error('not taken over yet');
    }, LEASE_TTL_MS * 8);
    await expectOneBreachEach(accounts);
    await expectEachHeldByItsOwner(apps);
  });
});
