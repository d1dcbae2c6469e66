import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from '@prop/contracts/events/identity';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

describe('accounts at risk, for the admin', () => {
  let risk: TestRisk;
  const admin = () => risk.callerHeaders('admin', randomUUID());
  const list = (headers = admin()) => risk.app.inject({ method: 'GET', url: '/api/admin/at-risk-accounts', headers });

  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  let clock = Date.now() - 120_000;
  /** The next update, a second after the previous one. */
  const next = (equity: number) => {
    clock += 1000;
    return { at: new Date(clock), equity };
  };

  const warningsStored = (account: TestAccount, count: number) =>
    eventually(async () => {
      const rows = await risk.deps.db
        .selectFrom('raised_warnings')
        .select('level')
        .where('account_id', '=', account.accountId)
        .execute();
      if (rows.length < count) throw new Error(`${rows.length} warnings stored`);
    });

  it('given accounts at 85% and 92% of their 5% maximum loss and a breached one, when an admin lists, then the two unbreached show, highest level first', async () => {
    // given: 1,060 of 25,000 lost is 4.24%, 85% of the limit; 460 of 10,000 is 4.6%, 92%, after passing 80%.
    const near = await risk.linkAccount('25000');
    await risk.publishEvent(userRegistered, {
      userId: near.userId,
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      country: null,
    });
    await risk.publishUpdates(near, [next(25000), next(23940)]);
    await warningsStored(near, 1);

    const nearer = await risk.linkAccount('10000');
    await risk.publishUpdates(nearer, [next(10000), next(9580), next(9540)]);
    await warningsStored(nearer, 2);

    const breached = await risk.linkAccount('10000');
    await risk.publishUpdates(breached, [next(10000), next(9580), next(9460)]);
    await warningsStored(breached, 1);
    await eventually(async () => {
      if ((await risk.breachRows(breached.accountId)).length === 0) throw new Error('no breach yet');
    });

    // when / then
    await eventually(async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          accountId: nearer.accountId,
          mt5AccountId: nearer.mt5AccountId,
          userId: nearer.userId,
          rule: 'max_loss',
          level: 90,
          current: 4.6,
          limit: 5,
          raisedAt: new Date(clock - 3000).toISOString(),
        },
        {
          accountId: near.accountId,
          mt5AccountId: near.mt5AccountId,
          userId: near.userId,
          user: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
          rule: 'max_loss',
          level: 80,
          current: 4.24,
          limit: 5,
          raisedAt: new Date(clock - 6000).toISOString(),
        },
      ]);
    });
  });

  it('given an account at risk, when its equity recovers, then it still shows for the day with its loss as of the latest update', async () => {
    // given
    const account = await risk.linkAccount('20000');
    await risk.publishUpdates(account, [next(20000), next(19200)]);
    await warningsStored(account, 1);

    // when: 300 of 20,000 lost is 1.5%
    await risk.publishUpdates(account, [next(19700)]);
    await risk.judgedAt(account, 1.5);

    // then
    const found = (await list()).json().find((item: { accountId: string }) => item.accountId === account.accountId);
    expect(found).toMatchObject({ level: 80, current: 1.5, limit: 5 });
  });

  it('given a trader, when they ask for the at-risk list, then they are refused', async () => {
    const response = await list(risk.callerHeaders('trader', randomUUID()));

    expect(response.statusCode).toBe(403);
  });
});
