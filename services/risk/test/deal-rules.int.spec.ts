import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulePack } from '@prop/contracts/rule-pack';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

/** A pack with a soft volume limit of 2 lots and a hard one on expert advisors. */
const SOFT_VOLUME_PACK: RulePack = {
  id: 'test-program/1',
  version: 3,
  rules: [
    { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 },
    { rule: 'max_trade_volume', severity: 'soft', lots: 2 },
    { rule: 'expert_advisor', severity: 'hard' },
  ],
};

describe('deal rules judged on the deals accounts records', () => {
  let risk: TestRisk;

  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  const tradingDays = (account: TestAccount) =>
    risk.deps.db.selectFrom('trading_days').selectAll().where('account_id', '=', account.accountId).execute();

  it('given an Instant Funding account (no pack), when an entry deal with a non-zero magic is recorded, then a breach with rule expert_advisor within 1 s', async () => {
    // given
    const account = await risk.linkAccount('25000');

    // when
    const published = Date.now();
    await risk.publishDeal(account, { id: 'ea-1', magic: 77 });

    // then
    const [breach] = await eventually(async () => {
      const rows = await risk.breachRows(account.accountId);
      if (rows.length === 0) throw new Error('no breach yet');
      return rows;
    }, 1000);
    expect(Date.now() - published).toBeLessThan(1000);
    expect(breach).toMatchObject({
      rule: 'expert_advisor',
      status: 'active',
      rule_pack_id: 'instant-funding',
      rule_pack_version: 1,
      inputs: {
        packVersion: 1,
        rule: { rule: 'expert_advisor', severity: 'hard' },
        inputs: { deals: [{ id: 'ea-1', magic: 77 }] },
      },
    });
    expect(breach?.hash).toEqual(expect.any(String));
    const [event] = await risk.eventsOf('risk.breach.detected');
    expect(event).toMatchObject({
      breachId: breach?.id,
      accountId: account.accountId,
      rule: 'expert_advisor',
      rulePack: { id: 'instant-funding', version: 1 },
      hash: breach?.hash,
    });
    // Published by the deal's handler once its transaction committed, not left to a drain: stored claimed.
    const stored = await risk.deps.db
      .selectFrom('outbox')
      .select(['claimed_until', 'published_at'])
      .where(sql<string>`envelope->'data'->>'breachId'`, '=', breach?.id ?? '')
      .execute();
    expect(stored).toEqual([{ claimed_until: expect.any(Date), published_at: expect.any(Date) }]);
  });

  it('given a deal from before the link, then it neither counts nor breaches; a later one counts', async () => {
    // given
    const account = await risk.linkAccount('25000');

    // when
    await risk.publishDeal(account, { magic: 5, time: new Date(Date.now() - 3_600_000).toISOString() });
    await risk.publishDeal(account, { volume: 0.5 });

    // then
    const [day] = await eventually(async () => {
      const rows = await tradingDays(account);
      if (rows.length === 0) throw new Error('no trading day yet');
      return rows;
    });
    expect(day).toMatchObject({ entry_deals: 1, largest_entry_lots: '0.500' });
    expect(await risk.breachRows(account.accountId)).toEqual([]);
  });

  it('given a pack locked before the link, when a deal breaks its soft volume limit, then a violation and ViolationRecorded, no breach', async () => {
    // given: programs' PhaseStarted arrives before accounts' AccountLinked
    const ids = { userId: randomUUID(), accountId: randomUUID(), mt5AccountId: `sim-${randomUUID().slice(0, 8)}` };
    await risk.startPhase(ids, SOFT_VOLUME_PACK);
    await eventually(async () => {
      const row = await risk.deps.db
        .selectFrom('locked_packs')
        .select('account_id')
        .where('account_id', '=', ids.accountId)
        .executeTakeFirst();
      if (!row) throw new Error('pack not stored yet');
    });
    const account = await risk.linkAccount('10000', ids);

    // when
    await risk.publishDeal(account, { id: 'big-1', volume: 2.5 });

    // then
    const [violation] = await eventually(async () => {
      const rows = await risk.deps.db
        .selectFrom('violations')
        .selectAll()
        .where('account_id', '=', account.accountId)
        .execute();
      if (rows.length === 0) throw new Error('no violation yet');
      return rows;
    });
    expect(violation).toMatchObject({
      rule: 'max_trade_volume',
      rule_pack_id: 'test-program/1',
      rule_pack_version: 3,
      status: 'open',
      crossed: { value: 2.5, line: 2, unit: 'lots', subject: 'big-1' },
    });
    expect(await risk.breachRows(account.accountId)).toEqual([]);
    const events = await eventually(async () => {
      const found = await risk.eventsOf('risk.violation.recorded');
      if (found.length === 0) throw new Error('no event yet');
      return found;
    });
    expect(events).toEqual([
      {
        violationId: violation?.id,
        userId: account.userId,
        accountId: account.accountId,
        mt5AccountId: account.mt5AccountId,
        rule: 'max_trade_volume',
        rulePack: { id: 'test-program/1', version: 3 },
        crossed: { value: 2.5, line: 2, unit: 'lots', subject: 'big-1' },
        hash: violation?.hash,
        triggeredAt: violation?.triggered_at.toISOString(),
      },
    ]);
  });

  it('given a link naming a program, when a deal comes before its pack, then it waits for the pack and is judged by it', async () => {
    // given
    const account = await risk.linkAccount('25000', {}, { program: { id: 'two-step', version: 1, phaseIndex: 0 } });

    // when
    await risk.publishDeal(account, { id: 'early-ea', magic: 5, volume: 2.5 });
    await risk.startPhase(account, {
      ...SOFT_VOLUME_PACK,
      rules: SOFT_VOLUME_PACK.rules.filter(({ rule }) => rule !== 'expert_advisor'),
    });

    // then: judged by the program's pack (a soft volume limit), not by Instant Funding's expert-advisor rule
    await eventually(async () => {
      const violations = await risk.deps.db
        .selectFrom('violations')
        .select('rule')
        .where('account_id', '=', account.accountId)
        .execute();
      expect(violations).toEqual([{ rule: 'max_trade_volume' }]);
    }, 10_000);
    expect(await risk.breachRows(account.accountId)).toEqual([]);
    expect(await tradingDays(account)).toHaveLength(1);
  });
});
