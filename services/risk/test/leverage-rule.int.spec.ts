import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulePack } from '@prop/contracts/rule-pack';
import { judge } from '../src/domain/rules/catalogue.ts';
import { eventually, startRisk, type TestRisk } from './helper.ts';

const AT_MOST_1_20: RulePack = {
  id: 'test-program/1',
  version: 2,
  rules: [
    { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 },
    { rule: 'max_leverage', severity: 'hard', leverage: 20 },
  ],
};

describe('the maximum leverage, judged on the leverage accounts linked', () => {
  let risk: TestRisk;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  const breachesOf = (accountId: string) =>
    eventually(async () => {
      const rows = await risk.breachRows(accountId);
      if (rows.length === 0) throw new Error('no breach yet');
      return rows;
    });

  it('given an Instant Funding account linked at 1:100, then it is breached on max_leverage, re-computable from its inputs', async () => {
    const account = await risk.linkAccount('10000', {}, { leverage: 100 });
    const [breach] = await breachesOf(account.accountId);
    expect(breach).toMatchObject({ rule: 'max_leverage', rule_pack_id: 'instant-funding' });
    const stored = breach?.inputs as Parameters<typeof judge>[0];
    expect(judge(stored)).toMatchObject({
      verdict: { status: 'breached', current: 100, limit: 30 },
      hash: breach?.hash,
    });
  });

  it('given an account at 1:30, then Instant Funding holds, and a pack allowing 1:20 locked later breaches it once', async () => {
    const account = await risk.linkAccount('10000', {}, { leverage: 30 });
    await risk.publishUpdates(account, [{ at: new Date(), equity: 10000 }]);
    await risk.judgedAt(account, 0);
    expect(await risk.breachRows(account.accountId)).toEqual([]);

    await risk.startPhase(account, AT_MOST_1_20);
    await risk.startPhase(account, AT_MOST_1_20);
    const [breach] = await breachesOf(account.accountId);
    expect(breach).toMatchObject({ rule: 'max_leverage', rule_pack_id: 'test-program/1', rule_pack_version: 2 });
    expect(await risk.breachRows(account.accountId)).toHaveLength(1);
  });
});
