import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

describe('updates that come before risk follows the link', () => {
  let risk: TestRisk;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  const ignored = async () =>
    (await risk.app.inject({ method: 'GET', url: '/stats' })).json<{ updatesIgnored: number }>().updatesIgnored;

  it('given a dip through the limit that recovered before AccountLinked was handled, when it is, then the dip is the breach', async () => {
    const account: TestAccount = {
      userId: randomUUID(),
      accountId: randomUUID(),
      mt5AccountId: `sim-${randomUUID().slice(0, 8)}`,
    };
    const start = Date.now() - 30_000;
    const before = await ignored();

    // given: accounts publishes under the new link at once; risk has not handled its AccountLinked yet
    await risk.publishUpdates(account, [
      { at: new Date(start), equity: 25000, balance: 25000 },
      { at: new Date(start + 1000), equity: 23700, balance: 25000 },
      { at: new Date(start + 2000), equity: 24900, balance: 25000 },
    ]);
    await eventually(async () => expect(await ignored()).toBe(before + 3));

    // when
    await risk.linkAccount('25000', account);

    // then
    const rows = await eventually(async () => {
      const found = await risk.breachRows(account.accountId);
      if (found.length === 0) throw new Error('no breach yet');
      return found;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', rule: 'max_drawdown', equity: '23700.00' });
    expect(rows[0]?.triggered_at.toISOString()).toBe(new Date(start + 1000).toISOString());
  });
});
