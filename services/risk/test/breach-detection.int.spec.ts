import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breachDetected } from '@prop/contracts/events/risk';
import { subjectFor } from '@prop/service-kit/nats';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { breachesDetected } from '../src/breaches/breach-metrics.ts';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

/** MT5 updates one second apart, from a minute ago, at these equities. */
function updatesAt(start: number, equities: number[]) {
  return equities.map((equity, index) => ({ at: new Date(start + index * 1000), equity, balance: 25000 }));
}

describe('breach detection from MT5 equity updates', () => {
  let risk: TestRisk;
  let account: TestAccount;
  const start = Date.now() - 60_000;
  // 0%, 1.2%, 2.4%, 3.6%, 4.8%, then 5.2% below the 25,000 deposit: the breach is the sixth update.
  const driveDown = updatesAt(start, [25000, 24700, 24400, 24100, 23800, 23700]);

  beforeAll(async () => {
    risk = await startRisk();
    account = await risk.linkAccount('25000');
  });
  afterAll(() => risk.close());

  it('given a linked 25,000 account, when updates drive it to -5.2%, then one breach with its evidence and one BreachDetected', async () => {
    const countedBefore = await countOf(breachesDetected(), { rule: 'max_drawdown' });
    // As the gateway hears breaches: a plain subscription sees every publish, the stream only the first.
    const heard: string[] = [];
    const { nc } = risk.deps.nats;
    const subscription = nc.subscribe(subjectFor(risk.namespace, breachDetected.subject), {
      callback: (error, message) => {
        if (!error) heard.push((message.json() as { data: { breachId: string } }).data.breachId);
      },
    });

    // when
    await risk.publishUpdates(account, driveDown);

    // then
    const [breach, ...others] = await eventually(async () => {
      const rows = await risk.breachRows(account.accountId);
      if (rows.length === 0) throw new Error('no breach yet');
      return rows;
    });
    expect(others).toEqual([]);
    expect(breach).toMatchObject({
      status: 'active',
      rule: 'max_drawdown',
      user_id: account.userId,
      mt5_account_id: account.mt5AccountId,
      breach_percentage: '5.20',
      initial_deposit: '25000.00',
      equity: '23700.00',
      breach_equity: '23750.00',
      day_start_value: null,
    });
    expect(breach?.triggered_at.toISOString()).toBe(driveDown[5]?.at.toISOString());
    expect(breach?.evidence).toEqual({
      windowSeconds: 300,
      series: driveDown.map((update) => ({ at: update.at.toISOString(), equity: update.equity })),
    });

    expect(await risk.eventCount('risk.breach.detected')).toBe(1);
    expect(await risk.eventsOf('risk.breach.detected')).toEqual([
      {
        breachId: breach?.id,
        userId: account.userId,
        accountId: account.accountId,
        mt5AccountId: account.mt5AccountId,
        rule: 'max_drawdown',
        breachPercentage: 5.2,
        initialDeposit: '25000.00',
        currentEquity: '23700.00',
        breachedAt: driveDown[5]?.at.toISOString(),
        hash: breach?.hash,
      },
    ]);
    await nc.flush();
    subscription.unsubscribe();
    expect(heard).toEqual([breach?.id]);
    await eventually(async () =>
      expect(await countOf(breachesDetected(), { rule: 'max_drawdown' })).toBe(countedBefore + 1),
    );
  });

  it('given the breach, when the same updates arrive again and the account sinks further, then nothing is added', async () => {
    // when
    await risk.publishUpdates(account, driveDown);
    await risk.publishUpdates(account, updatesAt(start + 10_000, [23650]));
    await risk.judgedAt(account, 5.4);

    // then
    expect(await risk.breachRows(account.accountId)).toHaveLength(1);
    expect(await risk.eventCount('risk.breach.detected')).toBe(1);
  });

  it('given the breach, when risk restarts and replays the stream, then nothing is added', async () => {
    // when
    await risk.restart();
    await risk.judgedAt(account, 5.4);

    // then
    expect(await risk.breachRows(account.accountId)).toHaveLength(1);
    expect(await risk.eventCount('risk.breach.detected')).toBe(1);
  });

  it('given updates of an unlinked MT5 account or of another link, when they break the limit, then nothing is recorded', async () => {
    // given
    const other = await risk.linkAccount('10000');

    // when: an update naming another trading account of the same MT5 account (a stale link)
    await risk.publishUpdates({ ...other, accountId: account.accountId }, updatesAt(start, [9000]));
    await risk.publishUpdates({ ...other, mt5AccountId: 'sim-not-linked' }, updatesAt(start, [9000]));
    await risk.publishUpdates(other, updatesAt(start + 1000, [9990]));
    await risk.judgedAt(other, 0.1);

    // then
    expect(await risk.breachRows(other.accountId)).toEqual([]);
  });

  it('reports how the update stream keeps up on /stats', async () => {
    const stats = (await risk.app.inject({ method: 'GET', url: '/stats' })).json();
    // Since the restart: the replayed updates were judged, the breach before it was found stored, not detected again.
    expect(stats).toMatchObject({ accounts: 2, breachesDetected: 0 });
    expect(stats.updatesJudged).toBeGreaterThanOrEqual(7);
    expect(stats.updatesIgnored).toBeGreaterThan(0);
    expect(stats.lagMs).toBeGreaterThan(0);
  });

  it('given two accounts breaking the limit at once, then each gets exactly one breach', async () => {
    // given
    const first = await risk.linkAccount('10000');
    const second = await risk.linkAccount('100000');

    // when
    await Promise.all([
      risk.publishUpdates(first, updatesAt(start, [10000, 9500, 9400])),
      risk.publishUpdates(second, updatesAt(start, [100000, 94000, 93000])),
    ]);
    await risk.judgedAt(first, 6);
    await risk.judgedAt(second, 7);

    // then
    expect(await risk.breachRows(first.accountId)).toMatchObject([{ breach_percentage: '5.00', equity: '9500.00' }]);
    expect(await risk.breachRows(second.accountId)).toMatchObject([{ breach_percentage: '6.00', equity: '94000.00' }]);
  });
});
