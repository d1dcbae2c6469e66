import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

describe('warnings before a loss limit is reached', () => {
  let risk: TestRisk;
  let account: TestAccount;
  const start = Date.now() - 60_000;
  const at = (second: number) => new Date(start + second * 1000);

  beforeAll(async () => {
    risk = await startRisk();
    account = await risk.linkAccount('25000');
  });
  afterAll(() => risk.close());

  const warnings = () =>
    eventually(async () => {
      const found = await risk.eventsOf('risk.warning.raised');
      if (found.length < 2) throw new Error(`${found.length} warnings`);
      return found;
    });

  it('given the 5% maximum drawdown (1,250 of 25,000), when the loss reaches 80% then 90% of it, then one warning per level', async () => {
    // 1,000 lost is 80%; 1,100 is 88%; 1,125 is 90%; then back, and down to 80% again.
    await risk.publishUpdates(account, [
      { at: at(0), equity: 25000 },
      { at: at(1), equity: 24000 },
      { at: at(2), equity: 23900 },
      { at: at(3), equity: 23875 },
      { at: at(4), equity: 24800 },
      { at: at(5), equity: 24000 },
    ]);
    await risk.judgedAt(account, 4);

    const found = await warnings();
    expect(found).toEqual([
      expect.objectContaining({ accountId: account.accountId, rule: 'max_loss', level: 80, current: 4, limit: 5 }),
      expect.objectContaining({ accountId: account.accountId, rule: 'max_loss', level: 90, current: 4.5, limit: 5 }),
    ]);
    expect(await risk.breachRows(account.accountId)).toEqual([]);
  });

  it('given both levels raised today, when risk restarts and the loss reaches 90% again, then no warning is repeated', async () => {
    await risk.restart();
    await risk.publishUpdates(account, [{ at: at(10), equity: 23870 }]);
    await risk.judgedAt(account, 4.52);

    expect(await risk.eventCount('risk.warning.raised')).toBe(2);
    const rows = await risk.deps.db.selectFrom('raised_warnings').selectAll().execute();
    expect(rows.map(({ level }) => level).sort()).toEqual([80, 90]);
  });
});
