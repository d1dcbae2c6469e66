import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equityBatch, equityColumnsOf } from '@prop/contracts/events/equity-batch';
import { partitionSubject } from '@prop/contracts/events/envelope';
import { partitionOf } from '@prop/contracts/partitions';
import { subjectFor } from '@prop/service-kit/nats';
import { eventually } from '@prop/service-kit/testing/eventually';
import { startGateway, type TestGateway } from './support/gateway.ts';

describe('the age of the MT5 figures the gateway answers polls with, on /metrics', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  /** Publishes an MT5 update the way the accounts service does. */
  async function publishFigures(mt5AccountId: string, accountId: string | null, at: Date) {
    const data = {
      userId: accountId && randomUUID(),
      accountId,
      mt5AccountId,
      balance: '25000.00',
      equity: '25010.00',
      floatingPnL: '10.00',
      currency: 'USD',
      at: at.toISOString(),
    };
    const envelope = {
      id: randomUUID(),
      type: 'EquityBatch',
      occurredAt: at.toISOString(),
      version: 2,
      data: { columns: equityColumnsOf([data]) },
    };
    const subject = partitionSubject(equityBatch, partitionOf(mt5AccountId, gateway.config.ACCOUNT_PARTITIONS));
    gateway.nats.nc.publish(subjectFor(gateway.config.NAMESPACE, subject), JSON.stringify(envelope));
    await gateway.nats.nc.flush();
  }

  async function oldestAge(): Promise<number> {
    const scrape = await gateway.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${gateway.config.METRICS_TOKEN}` },
    });
    const line = /^gateway_account_figures_oldest_age_seconds (\S+)$/m.exec(scrape.body);
    if (!line?.[1]) throw new Error('gateway_account_figures_oldest_age_seconds not scraped');
    return Number(line[1]);
  }

  it('given figures of linked accounts read 5 s and 90 s ago, then the oldest is 90 s old, until its account is unlinked', async () => {
    expect(await oldestAge()).toBe(0);

    await publishFigures('sim-fresh', randomUUID(), new Date(Date.now() - 5000));
    await publishFigures('sim-stale', randomUUID(), new Date(Date.now() - 90_000));
    await eventually(async () => expect(await oldestAge()).toBeGreaterThanOrEqual(90));
    expect(await oldestAge()).toBeLessThan(100);

    await publishFigures('sim-stale', null, new Date());
    await eventually(async () => expect(await oldestAge()).toBeLessThan(60));
  });
});
