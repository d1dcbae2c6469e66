import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinked } from '@prop/contracts/events/accounts';
import { partitionOf } from '@prop/contracts/partitions';
import { ensureStream } from '@prop/service-kit/nats';
import { eventually, startRisk, type TestAccount, type TestRisk } from './helper.ts';

/** Link events of the account's partition waiting ahead of its own: each costs the consumer a transaction. */
const LINKS_AHEAD = 300;
/** More updates than the book keeps of an account it does not follow yet (60). */
const UPDATES = 120;

describe('a partition taken while link events wait', () => {
  let risk: TestRisk;
  const account: TestAccount = {
    userId: randomUUID(),
    accountId: randomUUID(),
    mt5AccountId: `sim-${randomUUID().slice(0, 8)}`,
  };
  const start = Date.now() - 200_000;

  beforeAll(async () => {
    // given: while no risk runs, accounts links many accounts of one partition, then this one, which
    // dips through its limit at its second update and recovers for the rest
    risk = await startRisk({}, async ({ deps, config, publishEvent, publishUpdates }) => {
      await ensureStream(deps.nats, config.NAMESPACE, 'accounts');
      const partition = partitionOf(account.mt5AccountId, config.ACCOUNT_PARTITIONS);
      const link = (linked: TestAccount) =>
        publishEvent(accountLinked, {
          ...linked,
          fundingBalance: '25000',
          accountType: 'Instant Funding',
          linkedBy: randomUUID(),
          purchaseId: null,
        });
      for (let linkedAhead = 0; linkedAhead < LINKS_AHEAD; ) {
        const other = { userId: randomUUID(), accountId: randomUUID(), mt5AccountId: `sim-${randomUUID()}` };
        if (partitionOf(other.mt5AccountId, config.ACCOUNT_PARTITIONS) !== partition) continue;
        await link(other);
        linkedAhead += 1;
      }
      await link(account);
      await publishUpdates(
        account,
        Array.from({ length: UPDATES }, (_, index) => ({
          at: new Date(start + index * 1000),
          equity: index === 1 ? 23700 : index === 0 ? 25000 : 24900,
          balance: 25000,
        })),
      );
    });
  });
  afterAll(() => risk?.close());

  it('when risk starts, then the replayed updates are judged after the links: the early dip is the breach', async () => {
    const rows = await eventually(async () => {
      const found = await risk.breachRows(account.accountId);
      if (found.length === 0) throw new Error('no breach yet');
      return found;
    }, 15_000);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', rule: 'max_drawdown', equity: '23700.00' });
    expect(rows[0]?.triggered_at.toISOString()).toBe(new Date(start + 1000).toISOString());
  });
});
