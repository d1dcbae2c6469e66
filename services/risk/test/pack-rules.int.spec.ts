import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsNumberOf } from '@prop/contracts/money';
import type { RulePack } from '@prop/contracts/rule-pack';
import { type Judgement, judge } from '../src/domain/rules/catalogue.ts';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

const TRAILING_PACK: RulePack = {
  id: 'test-program/1',
  version: 3,
  rules: [
    { rule: 'profit_target', severity: 'hard', percent: 10 },
    { rule: 'min_trading_days', severity: 'hard', days: 2 },
    { rule: 'max_loss', severity: 'hard', basis: 'trailing_equity', percent: 6 },
    { rule: 'daily_loss', severity: 'hard', basis: 'equity', percent: 3, resetTime: '00:00', timeZone: 'UTC' },
    { rule: 'max_trade_volume', severity: 'soft', lots: 1 },
  ],
};

describe('an account locked to its rule pack', () => {
  let risk: TestRisk;

  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  const objectivesOf = (account: TestAccount) =>
    risk.app.inject({
      method: 'GET',
      url: '/api/account/objectives',
      headers: risk.callerHeaders('trader', account.userId),
    });

  /** Links an account, then locks it to a pack (PhaseStarted after AccountLinked) and waits until risk judges by it. */
  async function lockedAccount(fundingBalance: string, pack: RulePack): Promise<TestAccount> {
    const account = await risk.linkAccount(fundingBalance);
    await risk.startPhase(account, pack);
    await eventually(async () => {
      const body = (await objectivesOf(account)).json();
      if (body.rulePack?.id !== pack.id) throw new Error('not locked yet');
    });
    return account;
  }

  it('given an Instant Funding account (no pack), then its objectives are the spec rule set and the pack’s conditions', async () => {
    const account = await risk.linkAccount('25000');

    const response = await objectivesOf(account);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      program: { id: 'instant-funding', name: 'Instant Funding', version: 1 },
      phase: { index: 0, name: 'Funded', kind: 'funded' },
      rulePack: { id: 'instant-funding', version: 1 },
      objectives: [
        { rule: 'max_loss', kind: 'limit', status: 'ok', current: 0, limit: 5, unit: 'percent' },
        { rule: 'expert_advisor', kind: 'condition', status: 'ok', current: 0, limit: 0, unit: 'deals' },
        { rule: 'max_leverage', kind: 'condition', status: 'ok', current: 30, limit: 30, unit: 'leverage' },
      ],
    });
  });

  it('given a trader without an account, then the objectives and violations are 404 with the usual message', async () => {
    const headers = risk.callerHeaders('trader', randomUUID());
    for (const url of ['/api/account/objectives', '/api/account/violations']) {
      const response = await risk.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'No trading account linked yet' });
    }
  });

  it('given a pack, when the account trades, then each objective shows its live figures', async () => {
    const account = await lockedAccount('10000', TRAILING_PACK);
    const at = Date.now();
    await risk.publishUpdates(account, [
      { at: new Date(at - 2000), equity: 10000 },
      { at: new Date(at - 1000), equity: 10400, balance: 10300 },
    ]);
    await risk.publishDeal(account, { id: 'big', volume: 1.5, time: new Date(at).toISOString() });
    await eventually(async () => {
      const violations = (
        await risk.app.inject({
          method: 'GET',
          url: '/api/account/violations',
          headers: risk.callerHeaders('trader', account.userId),
        })
      ).json();
      if (violations.length === 0) throw new Error('no violation yet');
    });

    const body = (await objectivesOf(account)).json();

    expect(body.program).toEqual({ id: 'test-program', name: 'Test Program', version: 3 });
    expect(body.rulePack).toEqual({ id: 'test-program/1', version: 3 });
    const byRule = Object.fromEntries(
      body.objectives.map((objective: { rule: string }) => [objective.rule, objective]),
    );
    expect(byRule.profit_target).toEqual({
      rule: 'profit_target',
      kind: 'target',
      status: 'ok',
      current: 3,
      limit: 10,
      unit: 'percent',
      toGo: { unit: 'money', amount: '700.00' },
    });
    expect(byRule.min_trading_days).toMatchObject({
      status: 'ok',
      current: 1,
      limit: 2,
      toGo: { unit: 'days', days: 1 },
    });
    expect(byRule.max_loss).toMatchObject({ kind: 'limit', status: 'ok', current: 0, limit: 6 });
    expect(byRule.daily_loss).toMatchObject({ status: 'ok', limit: 3, resetsAt: expect.any(String) });
    expect(byRule.max_trade_volume).toMatchObject({ status: 'violated', current: 1.5, limit: 1 });
  });

  it('given a trailing maximum loss, when equity falls 6% below its high (not below the deposit’s line), then a max_loss breach with the pack', async () => {
    const account = await lockedAccount('10000', TRAILING_PACK);
    const at = Date.now();

    await risk.publishUpdates(account, [
      { at: new Date(at - 3000), equity: 10000 },
      { at: new Date(at - 2000), equity: 10500 },
      { at: new Date(at - 1000), equity: 9900 },
    ]);

    const [breach] = await eventually(async () => {
      const rows = await risk.breachRows(account.accountId);
      if (rows.length === 0) throw new Error('no breach yet');
      return rows;
    });
    expect(breach).toMatchObject({
      rule: 'max_loss',
      rule_pack_id: 'test-program/1',
      rule_pack_version: 3,
      breach_equity: '9900.00',
      equity: '9900.00',
      breach_percentage: '6.00',
    });
    expect(breach?.inputs).toMatchObject({ inputs: { state: { highCents: 1_050_000 } } });
  });

  it('re-computes every stored verdict from its stored inputs: the same status, line and hash', async () => {
    // given breaches of every path besides the pack's: the spec's drawdown and an Instant Funding deal rule
    const spec = await risk.linkAccount('25000');
    await risk.publishUpdates(spec, [{ at: new Date(), equity: 23700 }]);
    const expert = await risk.linkAccount('25000');
    await risk.publishDeal(expert, { reason: 'DEAL_REASON_EXPERT' });
    await eventually(async () => {
      const rules = await risk.deps.db.selectFrom('breaches').select('rule').execute();
      for (const rule of ['max_drawdown', 'expert_advisor', 'max_loss']) {
        if (!rules.some((row) => row.rule === rule)) throw new Error(`no ${rule} breach yet`);
      }
    });

    const breaches = await risk.deps.db.selectFrom('breaches').selectAll().execute();
    const violations = await risk.deps.db.selectFrom('violations').selectAll().execute();
    expect(breaches.length).toBeGreaterThan(0);
    expect(violations.length).toBeGreaterThan(0);

    for (const breach of breaches) {
      const { verdict, hash } = judge(breach.inputs as Judgement);
      expect(hash).toBe(breach.hash);
      expect(verdict.status).toBe('breached');
      if (verdict.crossed?.unit === 'cents') expect(verdict.crossed.line).toBe(centsNumberOf(breach.breach_equity));
    }
    for (const violation of violations) {
      const { verdict, hash } = judge(violation.inputs as Judgement);
      expect(hash).toBe(violation.hash);
      expect(verdict).toMatchObject({ status: 'violated', crossed: violation.crossed });
    }
  });
});
