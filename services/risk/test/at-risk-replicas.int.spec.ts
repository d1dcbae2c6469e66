import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AtRiskAccount } from '@prop/contracts/breach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';
import { mt5In, splitBetween } from './replicas.ts';

/** A short lease, so the partitions are split within the test's patience. */
const LEASE_TTL_MS = 3000;

type Replica = Awaited<ReturnType<TestRisk['startReplica']>>;

describe('accounts at risk, read through either of two replicas', () => {
  let risk: TestRisk;
  let second: Replica;

  beforeAll(async () => {
    risk = await startRisk({ LEASE_TTL_MS: String(LEASE_TTL_MS) });
    second = await risk.startReplica();
    await eventually(async () => {
      if (!splitBetween([risk.app, second.app], risk.config.ACCOUNT_PARTITIONS)) throw new Error('not split yet');
    }, LEASE_TTL_MS * 6);
  });
  afterAll(async () => {
    await second.close();
    await risk.close();
  });

  const listThrough = async (app: FastifyInstance, accounts: TestAccount[]) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/at-risk-accounts',
      headers: risk.callerHeaders('admin', randomUUID()),
    });
    expect(response.statusCode).toBe(200);
    const ours = new Set(accounts.map((account) => account.accountId));
    return response
      .json<AtRiskAccount[]>()
      .filter((item) => ours.has(item.accountId))
      .sort((a, b) => a.accountId.localeCompare(b.accountId) || a.rule.localeCompare(b.rule));
  };

  it('given accounts in partitions of both replicas that reached 90% of their limit and recovered, when an admin lists through either replica, then every account shows the live loss its owner computes', async () => {
    // given: two accounts held by each replica; 460 of 10,000 lost is 4.6%, 92% of the 5% maximum
    // loss, then each recovers to its own loss (1.5%, 1.6%, …). The stored level alone would show 4.5%.
    const ids = [...mt5In(risk.app, 2), ...mt5In(second.app, 2)];
    const accounts: TestAccount[] = [];
    for (const mt5AccountId of ids) accounts.push(await risk.linkAccount('10000', { mt5AccountId }));
    const start = Date.now() - 60_000;
    for (const [index, account] of accounts.entries()) {
      await risk.publishUpdates(account, [
        { at: new Date(start), equity: 10000 },
        { at: new Date(start + 1000), equity: 9540 },
        { at: new Date(start + 2000), equity: 9850 - index * 10 },
      ]);
    }
    for (const [index, account] of accounts.entries()) await risk.judgedAt(account, 1.5 + index * 0.1);
    await eventually(async () => {
      const levels = await risk.deps.db
        .selectFrom('raised_warnings')
        .select('level')
        .where(
          'account_id',
          'in',
          accounts.map((account) => account.accountId),
        )
        .where('level', '=', 90)
        .execute();
      if (levels.length < accounts.length) throw new Error(`${levels.length} accounts warned at 90%`);
    });

    // when
    const throughFirst = await listThrough(risk.app, accounts);
    const throughSecond = await listThrough(second.app, accounts);

    // then
    const expected = accounts
      .map((account, index) => ({
        accountId: account.accountId,
        mt5AccountId: account.mt5AccountId,
        rule: 'max_loss',
        level: 90,
        current: 1.5 + index * 0.1,
        limit: 5,
      }))
      .sort((a, b) => a.accountId.localeCompare(b.accountId));
    expect(throughFirst.filter((item) => item.rule === 'max_loss')).toMatchObject(expected);
    expect(throughSecond).toEqual(throughFirst);
  });
});
