import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinked } from '@prop/contracts/events/accounts';
import type { RulePack } from '@prop/contracts/rule-pack';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

const PACK: RulePack = {
  id: 'race-program/1',
  version: 4,
  rules: [{ rule: 'max_loss', severity: 'hard', basis: 'static', percent: 8 }],
};

describe('a pack and its link arriving at the same moment', () => {
  let risk: TestRisk;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  it('given PhaseStarted and AccountLinked published together for many accounts, then every account is judged by its pack', async () => {
    const accounts: TestAccount[] = Array.from({ length: 25 }, () => ({
      userId: randomUUID(),
      accountId: randomUUID(),
      mt5AccountId: `sim-${randomUUID().slice(0, 8)}`,
    }));
    await Promise.all(
      accounts.flatMap((account) => [
        risk.startPhase(account, PACK),
        risk.publishEvent(accountLinked, {
          ...account,
          fundingBalance: '10000',
          accountType: 'Race',
          linkedBy: null,
          purchaseId: null,
        }),
      ]),
    );

    await eventually(async () => {
      const packs = await Promise.all(accounts.map(async (account) => (await risk.objectivesOf(account)).rulePack?.id));
      expect(packs).toEqual(accounts.map(() => PACK.id));
    }, 15_000);
  });
});
