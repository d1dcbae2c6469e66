import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulePack } from '@prop/contracts/rule-pack';
import { type Judgement, judge } from '../src/domain/rules/catalogue.ts';
import { fridayCloseAfter } from '../src/domain/rules/weekend-holding.ts';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

const POSITION_PACK: RulePack = {
  id: 'test-program/1',
  version: 3,
  rules: [
    { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 },
    { rule: 'max_open_volume', severity: 'soft', lots: 3 },
    { rule: 'weekend_holding', severity: 'hard' },
  ],
};

describe('rules judged on the open positions accounts sends', () => {
  let risk: TestRisk;

  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  const storedPositions = (account: TestAccount) =>
    risk.deps.db
      .selectFrom('open_positions')
      .selectAll()
      .where('account_id', '=', account.accountId)
      .executeTakeFirst();

  it('given 3 soft lots, when a change takes the open volume to 3.5, then one violation, none again while it stays beyond, and the objective shows it', async () => {
    // given
    const account = await risk.lockedAccount(POSITION_PACK);
    const start = Date.now();
    await risk.publishPositions(account, [{ id: 'a', volume: 2 }], new Date(start));

    // when
    await risk.publishPositions(
      account,
      [
        { id: 'a', volume: 2 },
        { id: 'b', volume: 1.5 },
      ],
      new Date(start + 1000),
    );
    await risk.publishPositions(
      account,
      [
        { id: 'a', volume: 2, stopLoss: 1.05 },
        { id: 'b', volume: 1.5 },
      ],
      new Date(start + 2000),
    );

    // then
    await eventually(async () => {
      const stored = await storedPositions(account);
      expect(stored?.changed_at.getTime()).toBe(start + 2000);
    });
    const violations = await risk.violationsOf(account);
    expect(violations).toHaveLength(1);
    const [violation] = violations;
    expect(violation).toMatchObject({
      rule: 'max_open_volume',
      rule_pack_id: 'test-program/1',
      crossed: { value: 3.5, line: 3, unit: 'lots' },
      triggered_at: new Date(start + 1000),
    });
    const replayed = judge(violation?.inputs as Judgement);
    expect(replayed.hash).toBe(violation?.hash);
    expect(replayed.verdict).toMatchObject({ status: 'violated', current: 3.5 });
    const body = await risk.objectivesOf(account);
    expect(body.objectives).toContainEqual({
      rule: 'max_open_volume',
      kind: 'limit',
      status: 'violated',
      current: 3.5,
      limit: 3,
      unit: 'lots',
    });
    expect(await risk.breachRows(account.accountId)).toEqual([]);
  });

  it('given a position open at the Friday close, when the first change after it closes the position, then a breach at the close', async () => {
    // given: a set sent before the coming Friday close
    const account = await risk.lockedAccount(POSITION_PACK);
    const closeMs = fridayCloseAfter(Date.now());
    const openedAt = new Date(Date.now() - 3_600_000).toISOString();
    await risk.publishPositions(account, [{ id: 'held', volume: 1, openTime: openedAt }]);

    // when: the next change comes after the close
    await risk.publishPositions(account, [], new Date(closeMs + 3_600_000));

    // then
    const [breach] = await eventually(async () => {
      const rows = await risk.breachRows(account.accountId);
      if (rows.length === 0) throw new Error('no breach yet');
      return rows;
    });
    expect(breach).toMatchObject({
      rule: 'weekend_holding',
      triggered_at: new Date(closeMs),
      inputs: {
        packVersion: 3,
        rule: { rule: 'weekend_holding', severity: 'hard' },
        inputs: {
          at: new Date(closeMs).toISOString(),
          holdings: [{ positionId: 'held', openedAt, closedAt: null }],
        },
      },
    });
    const replayed = judge(breach?.inputs as Judgement);
    expect(replayed.hash).toBe(breach?.hash);
    expect(replayed.verdict).toMatchObject({ status: 'breached', crossed: { subject: 'held' } });
    // The scheduled check finds this account judged for this close already.
    await risk.app.scheduledRules.check(new Date(closeMs + 7_200_000));
    const checks = await risk.deps.db
      .selectFrom('rule_checks')
      .select(['rule', 'period'])
      .where('account_id', '=', account.accountId)
      .execute();
    expect(checks).toEqual([{ rule: 'weekend_holding', period: new Date(closeMs).toISOString() }]);
    expect(await risk.breachRows(account.accountId)).toHaveLength(1);
  });

  it('given a pack without position rules (Instant Funding), then positions are kept and nothing is recorded', async () => {
    const account = await risk.linkAccount('10000');
    await risk.publishPositions(account, [{ volume: 50 }]);
    await eventually(async () => {
      if (!(await storedPositions(account))) throw new Error('not stored yet');
    });
    expect(await risk.violationsOf(account)).toEqual([]);
    expect(await risk.breachRows(account.accountId)).toEqual([]);
  });
});
