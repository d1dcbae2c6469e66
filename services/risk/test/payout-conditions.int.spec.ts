import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYOUT_CONDITIONS_SUBJECT,
  type PayoutConditionsReply,
  payoutConditionsReplySchema,
} from '@prop/contracts/payout-conditions';
import type { RulePack } from '@prop/contracts/rule-pack';
import { subjectFor } from '@prop/service-kit/nats';
import { eventually, startRisk, type TestRisk } from './helper.ts';

const FUNDED: RulePack = {
  id: 'test-program/funded',
  version: 2,
  rules: [
    { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 },
    { rule: 'min_trading_days', severity: 'hard', days: 2 },
    { rule: 'consistency', severity: 'soft', maxBestDayPercent: 50 },
    { rule: 'expert_advisor', severity: 'soft' },
  ],
};

const DAY_MS = 86_400_000;

describe('the payout conditions payouts asks risk for over NATS', () => {
  let risk: TestRisk;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  async function ask(body: unknown): Promise<PayoutConditionsReply> {
    const subject = subjectFor(risk.namespace, PAYOUT_CONDITIONS_SUBJECT);
    const reply = await risk.deps.nats.nc.request(subject, JSON.stringify(body), { timeout: 2000 });
    return payoutConditionsReplySchema.parse(reply.json());
  }

  /** Asks until the answer lists these conditions: deals and the pack arrive as events, in the background. */
  const conditionsOf = (userId: string, expected: unknown) =>
    eventually(async () => {
      const answer = await ask({ userId });
      expect(answer.found && answer.conditions).toEqual(expected);
      return answer;
    });

  it('given a trader risk follows no account of, when asked, then found is false', async () => {
    expect(await ask({ userId: randomUUID() })).toEqual({ found: false });
  });

  it('given a request that names no user, when asked, then it says the request is invalid', async () => {
    expect(await ask({ userId: 'someone' })).toEqual({ found: false, error: 'invalid request' });
  });

  it('given an Instant Funding account (no pack), when asked, then its pack sets no payout condition', async () => {
    const account = await risk.linkAccount('10000');

    expect(await ask({ userId: account.userId })).toEqual({
      found: true,
      accountId: account.accountId,
      conditions: [],
      profitSharePercent: 60,
    });
  });

  it("given a funded account locked to a Two-Step-like pack with its program's 80%, when asked, then the share is 80", async () => {
    const account = await risk.linkAccount('10000');
    await risk.startPhase(
      account,
      FUNDED,
      new Date(),
      { index: 1, name: 'Funded', kind: 'funded' },
      { id: 'two-step', name: 'Two-Step', version: 1, profitSharePercent: 80 },
    );

    const answer = await conditionsOf(account.userId, [
      { rule: 'min_trading_days', met: false, current: 0, limit: 2 },
      { rule: 'consistency', met: true, current: 0, limit: 50 },
      { rule: 'open_violations', met: true, current: 0, limit: 0 },
    ]);

    expect(answer).toMatchObject({ found: true, accountId: account.accountId, profitSharePercent: 80 });
  });

  it('given a pack with trading days, consistency and soft rules, when the account trades, then each condition follows it', async () => {
    // given: a fresh account of the pack
    const account = await risk.linkAccount('10000');
    await risk.startPhase(account, FUNDED, new Date(), { index: 1, name: 'Funded', kind: 'funded' });
    await conditionsOf(account.userId, [
      { rule: 'min_trading_days', met: false, current: 0, limit: 2 },
      { rule: 'consistency', met: true, current: 0, limit: 50 },
      { rule: 'open_violations', met: true, current: 0, limit: 0 },
    ]);

    // when: two trading days, 300 closed on the first and 100 on the second (best day 75%)
    const start = Date.now();
    const on = (offsetMs: number) => new Date(start + offsetMs).toISOString();
    await risk.publishDeal(account, { time: on(0) });
    await risk.publishDeal(account, { time: on(60_000), entryType: 'DEAL_ENTRY_OUT', profit: '300.00' });
    await risk.publishDeal(account, { time: on(DAY_MS) });
    await risk.publishDeal(account, { time: on(DAY_MS + 60_000), entryType: 'DEAL_ENTRY_OUT', profit: '100.00' });

    // then
    await conditionsOf(account.userId, [
      { rule: 'min_trading_days', met: true, current: 2, limit: 2 },
      { rule: 'consistency', met: false, current: 75, limit: 50 },
      { rule: 'open_violations', met: true, current: 0, limit: 0 },
    ]);

    // when: an expert advisor's trade breaks the soft rule
    await risk.publishDeal(account, { time: on(DAY_MS + 120_000), reason: 'DEAL_REASON_EXPERT', magic: 7 });

    // then: the violation stays open until an admin reviews it
    await conditionsOf(account.userId, [
      { rule: 'min_trading_days', met: true, current: 2, limit: 2 },
      { rule: 'consistency', met: false, current: 75, limit: 50 },
      { rule: 'open_violations', met: false, current: 1, limit: 0 },
    ]);
  });

  it('given an account in an evaluation phase, then a funded account is a condition it does not meet', async () => {
    const account = await risk.lockedAccount(FUNDED);
    const answer = await conditionsOf(account.userId, [
      { rule: 'funded_phase', met: false, current: 0, limit: 0 },
      { rule: 'min_trading_days', met: false, current: 0, limit: 2 },
      { rule: 'consistency', met: true, current: 0, limit: 50 },
      { rule: 'open_violations', met: true, current: 0, limit: 0 },
    ]);
    expect(answer.found).toBe(true);
  });
});
