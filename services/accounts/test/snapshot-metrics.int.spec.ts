import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionOf } from '@prop/contracts/partitions';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { equityUpdatesPublished } from '../src/snapshots/snapshot-metrics.ts';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

describe('snapshot age and equity updates on /metrics', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts();
  });
  afterAll(() => accounts.close());

  /** The sampled gauge as a scraper reads it. */
  async function oldestAge(): Promise<number> {
    const scrape = await accounts.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${accounts.config.METRICS_TOKEN}` },
    });
    const line = /^accounts_snapshot_oldest_age_seconds (\S+)$/m.exec(scrape.body);
    if (!line?.[1]) throw new Error('accounts_snapshot_oldest_age_seconds not scraped');
    return Number(line[1]);
  }

  it('given no linked account, then no snapshot is old', async () => {
    expect(await oldestAge()).toBe(0);
  });

  it('given a linked simulated account, then its snapshot is seconds old, and its updates are counted on its partition', async () => {
    const free = await accounts.freeMt5Account();
    const partition = { partition: String(partitionOf(free.id, accounts.config.ACCOUNT_PARTITIONS)) };
    const published = await countOf(equityUpdatesPublished(), partition);

    expect((await accounts.link(randomUUID(), free.id)).statusCode).toBe(200);

    const age = await waitFor(async () => {
      const seconds = await oldestAge();
      return seconds > 0 && seconds;
    });
    expect(age).toBeLessThan(5);
    await waitFor(async () => (await countOf(equityUpdatesPublished(), partition)) > published);
  });
});
