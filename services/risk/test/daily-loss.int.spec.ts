import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startRisk, type TestRisk } from './helper.ts';

describe('daily loss limit, measured from the start-of-day values the cron snapshots', () => {
  let risk: TestRisk;
  // Risk's clock reads noon of today: the cron's day and `today` here are one day even when the run
  // crosses midnight UTC (the real clock would roll the day between them).
  const today = new Date().toISOString().slice(0, 10);
  const noon = `${today}T12:00:00.000Z`;
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const atOffset = (seconds: number) => new Date(midnight + seconds * 1000);

  beforeAll(async () => {
    risk = await startRisk({
      FAKE_NOW: noon,
      FIRM_TIME_ZONE: 'UTC',
      RISK_DAILY_RESET_TIME: '00:00',
      RISK_DAILY_LOSS_PERCENT: '3',
      // Every second, so the test need not wait for a minute.
      RISK_DAY_START_CRON: '* * * * * *',
    });
  });
  afterAll(() => risk.close());

  const dayStartOf = (accountId: string) =>
    eventually(async () => {
      const row = await risk.deps.db
        .selectFrom('day_starts')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('trading_day', '=', today)
        .executeTakeFirst();
      if (!row) throw new Error('no day start stored yet');
      return row;
    });

  it('given a quiet account whose last update was before the reset, when the cron runs, then its day starts at those figures', async () => {
    // given
    const account = await risk.linkAccount('10000');
    await risk.publishUpdates(account, [{ at: atOffset(-30), equity: 9900, balance: 10000 }]);

    // when / then
    expect(await dayStartOf(account.accountId)).toMatchObject({ balance: '10000.00', equity: '9900.00' });
  });

  it('given a day that started at 10,500, when equity falls 3.15% of the deposit below it, then a daily-loss breach', async () => {
    // given
    const account = await risk.linkAccount('10000');
    await risk.publishUpdates(account, [
      { at: atOffset(-60), equity: 10500 },
      { at: atOffset(1), equity: 10300 },
    ]);
    expect(await dayStartOf(account.accountId)).toMatchObject({ balance: '10500.00', equity: '10500.00' });
    expect(await risk.breachRows(account.accountId)).toEqual([]);

    // when
    await risk.publishUpdates(account, [{ at: atOffset(2), equity: 10185 }]);

    // then
    const [breach] = await eventually(async () => {
      const rows = await risk.breachRows(account.accountId);
      if (rows.length === 0) throw new Error('no breach yet');
      return rows;
    });
    expect(breach).toMatchObject({
      rule: 'daily_loss',
      breach_percentage: '3.15',
      day_start_value: '10500.00',
      breach_equity: '10200.00',
      equity: '10185.00',
    });
    const events = await eventually(async () => {
      const found = await risk.eventsOf('risk.breach.detected');
      if (found.length === 0) throw new Error('no event yet');
      return found;
    });
    expect(events).toMatchObject([{ rule: 'daily_loss', breachPercentage: 3.15, accountId: account.accountId }]);
  });
});
