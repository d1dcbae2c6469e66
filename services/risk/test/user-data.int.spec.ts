import { randomUUID } from 'node:crypto';
import { askUserData } from '@prop/service-kit/testing/user-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRisk } from './helper.ts';

describe('the breaches and violations risk gives for a trader’s data export', () => {
  let risk: Awaited<ReturnType<typeof startRisk>>;
  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  /** A breach and a violation on the trader's account, as risk records them. */
  async function recordedAgainst(userId: string) {
    const account = { account_id: randomUUID(), user_id: userId, mt5_account_id: `meta-${userId.slice(0, 8)}` };
    const breach = await risk.deps.db
      .insertInto('breaches')
      .values({
        ...account,
        rule: 'max_drawdown',
        breach_percentage: '10.00',
        initial_deposit: '10000.00',
        equity: '8999.00',
        balance: '9100.00',
        breach_equity: '8999.00',
        triggered_at: new Date(),
        evidence: JSON.stringify({ windowSeconds: 60, series: [] }),
        hash: 'verdict-digest',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const violation = await risk.deps.db
      .insertInto('violations')
      .values({
        ...account,
        id: randomUUID(),
        rule: 'weekend_holding',
        rule_pack_id: 'pack',
        rule_pack_version: 1,
        crossed: JSON.stringify({ value: 2, line: 0, unit: 'positions' }),
        inputs: JSON.stringify({}),
        hash: 'violation-digest',
        triggered_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { breach, violation };
  }

  it('given records of two traders, when asked for one, then it answers only theirs, without digests', async () => {
    // given
    const [traderA, traderB] = [randomUUID(), randomUUID()];
    const mine = await recordedAgainst(traderA);
    await recordedAgainst(traderB);

    // when
    const data = await askUserData(risk.deps.nats.nc, risk.config.NAMESPACE, 'risk', traderA);

    // then
    expect(data).toEqual({
      breaches: [
        expect.objectContaining({
          id: mine.breach.id,
          mt5AccountId: mine.breach.mt5_account_id,
          rule: 'max_drawdown',
          status: mine.breach.status,
          breachEquity: '8999.00',
        }),
      ],
      violations: [
        expect.objectContaining({
          id: mine.violation.id,
          rule: 'weekend_holding',
          crossed: { value: 2, line: 0, unit: 'positions' },
          status: 'open',
        }),
      ],
    });
    expect(JSON.stringify(data)).not.toContain('digest');
  });
});
