import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulePack } from '@prop/contracts/rule-pack';
import { type Judgement, judge } from '../src/domain/rules/catalogue.ts';
import { fridayCloseAfter } from '../src/domain/rules/weekend-holding.ts';
import { eventually, startRisk, type TestRisk } from './helper.ts';

const DAY_MS = 86_400_000;

const pack = (rules: RulePack['rules']): RulePack => ({
  id: 'test-program/1',
  version: 3,
  rules: [{ rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 }, ...rules],
});

/**
 * The schedule is judged at instants the tests choose (`scheduledRules.check(now)`), as the
 * every-minute job does with the clock's; each test's account is the only one its rules touch.
 */
describe('rules broken by time, judged by the scheduled check', () => {
  let risk: TestRisk;

  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  it('given a position open since before a Friday close and unchanged, when the check runs after the close, then one soft violation, recorded once', async () => {
    // given
    const account = await risk.lockedAccount(pack([{ rule: 'weekend_holding', severity: 'soft' }]));
    const closeMs = fridayCloseAfter(Date.now());
    await risk.publishPositions(account, [{ id: 'over', volume: 0.5 }]);
    await eventually(async () => {
      const row = await risk.deps.db
        .selectFrom('open_positions')
        .select('account_id')
        .where('account_id', '=', account.accountId)
        .executeTakeFirst();
      if (!row) throw new Error('positions not stored yet');
    });

    // when: before the close nothing; a minute after it, and again a minute later
    await risk.app.scheduledRules.check(new Date(closeMs - 60_000));
    expect(await risk.violationsOf(account)).toEqual([]);
    await risk.app.scheduledRules.check(new Date(closeMs + 60_000));
    await risk.app.scheduledRules.check(new Date(closeMs + 120_000));

    // then
    const violations = await risk.violationsOf(account);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({
      rule: 'weekend_holding',
      triggered_at: new Date(closeMs),
      crossed: { value: 1, line: 0, unit: 'positions', subject: 'over' },
    });
    expect(judge(violations[0]?.inputs as Judgement).hash).toBe(violations[0]?.hash);
    expect(await risk.breachRows(account.accountId)).toEqual([]);
  });

  it('given a hard 5-day inactivity limit, when the check runs 5 days after the phase started without a deal, then a breach; a day before, the objective shows 4 of 5 days', async () => {
    // given
    const startedAt = new Date();
    const account = await risk.lockedAccount(pack([{ rule: 'inactivity', severity: 'hard', days: 5 }]), startedAt);

    // when
    await risk.app.scheduledRules.check(new Date(startedAt.getTime() + 4 * DAY_MS + 60_000));
    expect(await risk.breachRows(account.accountId)).toEqual([]);
    await risk.app.scheduledRules.check(new Date(startedAt.getTime() + 5 * DAY_MS + 60_000));

    // then
    const [breach] = await risk.breachRows(account.accountId);
    expect(breach).toMatchObject({
      rule: 'inactivity',
      status: 'active',
      rule_pack_id: 'test-program/1',
      inputs: { inputs: { startedAt: startedAt.toISOString(), lastDealAt: null } },
    });
    const replayed = judge(breach?.inputs as Judgement);
    expect(replayed.hash).toBe(breach?.hash);
    expect(replayed.verdict).toMatchObject({ status: 'breached', current: 5, limit: 5 });
    const [event] = await eventually(async () => {
      const found = await risk.eventsOf('risk.breach.detected');
      const mine = found.filter((data) => data.accountId === account.accountId);
      if (mine.length === 0) throw new Error('no event yet');
      return mine;
    });
    expect(event).toMatchObject({ rule: 'inactivity', hash: breach?.hash });
    const objective = (await risk.objectivesOf(account)).objectives.find(
      (item: { rule: string }) => item.rule === 'inactivity',
    );
    expect(objective).toMatchObject({ kind: 'limit', status: 'breached', limit: 5, unit: 'days' });
  });

  it.each(['as judged', 'after a restart'])(
    'given a deal two days into the phase, then the idle stretch starts at the deal (%s)',
    async (when) => {
      const startedAt = new Date();
      const account = await risk.lockedAccount(pack([{ rule: 'inactivity', severity: 'soft', days: 5 }]), startedAt);
      const dealAt = new Date(startedAt.getTime() + 1000);
      await risk.publishDeal(account, { time: dealAt.toISOString() });
      await risk.dealsJudged(account);
      // The latest deal is kept in memory: a restart rebuilds it from the trading days stored.
      if (when === 'after a restart') await risk.restart();

      await risk.app.scheduledRules.check(new Date(startedAt.getTime() + 5 * DAY_MS));
      expect(await risk.violationsOf(account)).toEqual([]);
      await risk.app.scheduledRules.check(new Date(dealAt.getTime() + 5 * DAY_MS));
      await risk.app.scheduledRules.check(new Date(dealAt.getTime() + 6 * DAY_MS));

      const violations = await risk.violationsOf(account);
      expect(violations.map(({ rule }) => rule)).toEqual(['inactivity']);
      expect(violations[0]?.inputs).toMatchObject({ inputs: { lastDealAt: dealAt.toISOString() } });
    },
  );
});

describe("a phase's calendar days, judged on a clock fixed at noon", () => {
  let risk: TestRisk;
  // The objective counts the days to risk's now: on the real clock, a midnight (UTC, the helper's
  // firm zone) between the test's instants and risk's read made day 31 day 32. Risk's clock reads
  // noon of today instead, hours from either midnight.
  const now = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);

  beforeAll(async () => {
    risk = await startRisk({ FAKE_NOW: now.toISOString() });
  });
  afterAll(() => risk.close());

  it('given a 30-day phase started 30 days ago, then the objective shows day 31 and the check records one soft violation', async () => {
    // given
    const startedAt = new Date(now.getTime() - 30 * DAY_MS);
    const account = await risk.lockedAccount(pack([{ rule: 'max_phase_days', severity: 'soft', days: 30 }]), startedAt);

    // when
    await risk.app.scheduledRules.check(now);
    await risk.app.scheduledRules.check(new Date(now.getTime() + DAY_MS));

    // then
    const violations = await risk.violationsOf(account);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ rule: 'max_phase_days', crossed: { value: 31, line: 30, unit: 'days' } });
    expect(judge(violations[0]?.inputs as Judgement).hash).toBe(violations[0]?.hash);
    const objective = (await risk.objectivesOf(account)).objectives.find(
      (item: { rule: string }) => item.rule === 'max_phase_days',
    );
    expect(objective).toEqual({
      rule: 'max_phase_days',
      kind: 'limit',
      status: 'violated',
      current: 31,
      limit: 30,
      unit: 'days',
    });
  });
});
