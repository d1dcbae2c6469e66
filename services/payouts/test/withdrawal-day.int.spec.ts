import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIDAY, type PayoutsHarness, startPayouts, withdrawalOf } from './helper.ts';

describe('the withdrawal day on the server clock', () => {
  describe('on a Friday', () => {
    let payouts: PayoutsHarness;
    beforeAll(async () => {
      payouts = await startPayouts({ fakeNow: FRIDAY, mt5Accounts: 1 });
    });
    afterAll(() => payouts.close());

    it('given plenty of profit, when the trader submits on Friday, then it is refused: only allowed on Saturdays', async () => {
      // given
      const trader = await payouts.traderWithEquity(12000);

      // when
      const response = await payouts.submit(trader.headers, withdrawalOf(2000));

      // then
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain('only allowed on Saturdays');
      const rows = await payouts.deps.db.selectFrom('withdrawal_requests').select('id').execute();
      expect(rows).toEqual([]);
    });

    it('given the dashboard asks, when it is Friday on the server, then the window is closed', async () => {
      const response = await payouts.get('/api/withdrawal/window', payouts.callerHeaders('trader'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ open: false, timeZone: 'Europe/Amsterdam' });
    });
  });

  describe('at Friday 23:30 UTC in summer, which is Saturday in Amsterdam', () => {
    let payouts: PayoutsHarness;
    beforeAll(async () => {
      payouts = await startPayouts({ fakeNow: '2026-06-12T23:30:00Z', mt5Accounts: 1 });
    });
    afterAll(() => payouts.close());

    it('given profit, when the trader submits, then it is accepted', async () => {
      const trader = await payouts.traderWithEquity(10100);
      const response = await payouts.submit(trader.headers, withdrawalOf(100));
      expect(response.statusCode).toBe(201);
    });

    it('given the dashboard asks, when it is Saturday in Amsterdam, then the window is open, for traders only', async () => {
      const trader = await payouts.get('/api/withdrawal/window', payouts.callerHeaders('trader'));
      const admin = await payouts.get('/api/withdrawal/window', payouts.admin);
      const anonymous = await payouts.get('/api/withdrawal/window', {});

      expect(trader.json()).toEqual({ open: true, timeZone: 'Europe/Amsterdam' });
      expect([admin.statusCode, anonymous.statusCode]).toEqual([403, 401]);
    });
  });

  describe('on a Saturday with the accounts service down', () => {
    let payouts: PayoutsHarness;
    beforeAll(async () => {
      payouts = await startPayouts({ withAccounts: false, env: { ACCOUNTS_SNAPSHOT_TIMEOUT_MS: '500' } });
    });
    afterAll(() => payouts.close());

    it('given no account snapshot to be had, when the trader submits, then 503 asks to try again and nothing is stored', async () => {
      const response = await payouts.submit(payouts.callerHeaders('trader'), withdrawalOf(100));

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Your trading account could not be checked right now. Please try again in a minute.',
      });
      expect(await payouts.deps.db.selectFrom('withdrawal_requests').select('id').execute()).toEqual([]);
    });
  });
});
