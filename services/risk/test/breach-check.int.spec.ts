import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRisk, type TestRisk } from './helper.ts';

describe('POST /api/drawdown-breach/check: the browser hint, re-checked on the server', () => {
  let risk: TestRisk;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  const minuteAgo = () => Date.now() - 60_000;

  it('given a healthy account, when its trader claims a 7% breach, then the server says no and records nothing', async () => {
    // given
    const account = await risk.linkAccount('25000');
    await risk.publishUpdates(account, [{ at: new Date(minuteAgo()), equity: 24600 }]);
    await risk.judgedAt(account, 1.6);

    // when
    const response = await risk.check(account, { breachPercentage: 7, currentEquity: 23250, initialDeposit: 25000 });

    // then
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ breached: false, drawdownPercent: 1.6, level: 'safe' });
    expect(await risk.breachRows(account.accountId)).toEqual([]);
    expect(await risk.eventCount('risk.breach.detected')).toBe(0);
  });

  it("given another trader's breaching account, when a trader names it in the claim, then only the caller's own account is checked", async () => {
    // given
    const mine = await risk.linkAccount('10000');
    const theirs = await risk.linkAccount('10000');
    await risk.publishUpdates(mine, [{ at: new Date(minuteAgo()), equity: 9800 }]);
    await risk.publishUpdates(theirs, [{ at: new Date(minuteAgo()), equity: 9700 }]);
    await risk.judgedAt(mine, 2);
    await risk.judgedAt(theirs, 3);

    // when
    const response = await risk.check(mine, {
      userId: theirs.userId,
      accountId: theirs.accountId,
      mt5AccountId: theirs.mt5AccountId,
      breachPercentage: 9,
    });

    // then
    expect(response.json()).toEqual({ breached: false, drawdownPercent: 2, level: 'safe' });
    expect(await risk.breachRows(theirs.accountId)).toEqual([]);
  });

  it('given a breached account, when its trader checks, then the answer is breached', async () => {
    // given
    const account = await risk.linkAccount('10000');
    await risk.publishUpdates(account, [{ at: new Date(minuteAgo()), equity: 9480 }]);
    await risk.judgedAt(account, 5.2);

    // when
    const response = await risk.check(account);

    // then
    expect(response.json()).toEqual({ breached: true, drawdownPercent: 5.2, level: 'breach' });
    expect(await risk.breachRows(account.accountId)).toHaveLength(1);
  });

  it('given a trader without a linked account, when they check, then 404 with the empty-state message', async () => {
    const response = await risk.check({ userId: randomUUID(), accountId: randomUUID(), mt5AccountId: 'sim-none' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No trading account linked yet' });
  });

  it('given an admin or no session, when they call the check, then 403 or 401', async () => {
    const payload = {
      userId: randomUUID(),
      accountId: randomUUID(),
      mt5AccountId: 'sim-x',
      breachPercentage: 6,
      initialDeposit: 10000,
      currentEquity: 9400,
    };
    const asAdmin = await risk.app.inject({
      method: 'POST',
      url: '/api/drawdown-breach/check',
      headers: risk.callerHeaders('admin'),
      payload,
    });
    const anonymous = await risk.app.inject({ method: 'POST', url: '/api/drawdown-breach/check', payload });
    expect(asAdmin.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
  });

  it('given a malformed claim, when a trader sends it, then 400 with a message', async () => {
    const account = await risk.linkAccount('10000');
    const response = await risk.check(account, { breachPercentage: 'lots' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});
