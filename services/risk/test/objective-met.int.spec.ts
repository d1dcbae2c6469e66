import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulePack } from '@prop/contracts/rule-pack';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

const CHALLENGE: RulePack = {
  id: 'test-program/1',
  version: 3,
  rules: [
    { rule: 'profit_target', severity: 'hard', percent: 10 },
    { rule: 'min_trading_days', severity: 'hard', days: 2 },
    { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 },
  ],
};

const DAY_MS = 86_400_000;

/** Resolves once risk has published at least `count` ObjectiveMet, with them all. */
const metEvents = (risk: TestRisk, count: number) =>
  eventually(async () => {
    const found = await risk.eventsOf('risk.objective.met');
    if (found.length < count) throw new Error(`${found.length} met`);
    return found;
  });

describe('targets met, once each', () => {
  let risk: TestRisk;
  let account: TestAccount;

  beforeAll(async () => {
    risk = await startRisk();
    account = await risk.lockedAccount(CHALLENGE);
  });
  afterAll(() => risk.close());

  it('given entries on two days, then min_trading_days is met, not yet every target', async () => {
    const now = Date.now();
    await risk.publishDeal(account, { time: new Date(now).toISOString() });
    await risk.publishDeal(account, { time: new Date(now + DAY_MS).toISOString() });

    expect(await metEvents(risk, 1)).toEqual([
      expect.objectContaining({
        accountId: account.accountId,
        rule: 'min_trading_days',
        rulePack: { id: 'test-program/1', version: 3 },
        allTargetsMet: false,
      }),
    ]);
  });

  it('given 10% profit held, then profit_target is met with every target; more profit sends nothing more', async () => {
    const now = Date.now();
    await risk.publishUpdates(account, [
      { at: new Date(now - 2000), equity: 11000 },
      { at: new Date(now - 1000), equity: 11100 },
    ]);

    const found = await metEvents(risk, 2);
    expect(found[1]).toMatchObject({ rule: 'profit_target', allTargetsMet: true });
    expect(await risk.eventCount('risk.objective.met')).toBe(2);
  });
});

describe('every target met at one instant', () => {
  let risk: TestRisk;
  let account: TestAccount;

  beforeAll(async () => {
    risk = await startRisk();
    account = await risk.lockedAccount(CHALLENGE);
  });
  afterAll(() => risk.close());

  it('given the target reached, lost, then the days met, then the target reached again, then the phase passes then', async () => {
    const now = Date.now();
    await risk.publishUpdates(account, [{ at: new Date(now - 5000), equity: 11050 }]);
    expect(await metEvents(risk, 1)).toEqual([
      expect.objectContaining({ rule: 'profit_target', allTargetsMet: false }),
    ]);

    await risk.publishUpdates(account, [{ at: new Date(now - 4000), equity: 10500 }]);
    await risk.publishDeal(account, { time: new Date(now).toISOString() });
    await risk.publishDeal(account, { time: new Date(now + DAY_MS).toISOString() });
    const withDays = await metEvents(risk, 2);
    expect(withDays[1]).toMatchObject({ rule: 'min_trading_days', allTargetsMet: false });

    await risk.publishUpdates(account, [{ at: new Date(now - 3000), equity: 11020 }]);
    const passed = await metEvents(risk, 3);
    expect(passed[2]).toMatchObject({ rule: 'profit_target', allTargetsMet: true });
    await risk.publishUpdates(account, [{ at: new Date(now - 2000), equity: 11200 }]);
    await risk.publishDeal(account, { time: new Date(now + 2 * DAY_MS).toISOString() });
    expect(await risk.eventCount('risk.objective.met')).toBe(3);
  });
});
