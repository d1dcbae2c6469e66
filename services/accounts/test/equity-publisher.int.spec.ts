import { randomBytes, randomUUID } from 'node:crypto';
import { NOT_FROZEN } from '@prop/contracts/account';
import { batchUpdatesOf, EQUITY_BATCH_MAX, equityBatch, equityUpdated } from '@prop/contracts/events/equity-batch';
import { subjectFilterOf } from '@prop/contracts/events/envelope';
import { fixedClock } from '@prop/service-kit/clock';
import { connectNats, type Nats, subjectFor } from '@prop/service-kit/nats';
import { eventually } from '@prop/service-kit/testing/eventually';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkRegistry } from '../src/links/link-registry.ts';
import type { Mt5Snapshot } from '../src/mt5/provider.ts';
import { EquityPublisher } from '../src/snapshots/equity-publisher.ts';

const READ_AT = new Date('2026-11-30T10:00:00.000Z');

const snapshotOf = (id: string, balance: number, equity: number, updatedAt = READ_AT): Mt5Snapshot => ({
  id,
  name: id,
  login: id,
  server: 'Test-Demo',
  state: 'DEPLOYED',
  connectionStatus: 'CONNECTED',
  platform: 'mt5',
  type: 'cloud-g2',
  info: { currency: 'USD', balance, equity, margin: 0, freeMargin: equity, marginLevel: null, leverage: 100 },
  updatedAt,
});

describe('the equity publisher', () => {
  // Its own subjects on the local NATS: nothing else publishes under this namespace.
  const namespace = `t${randomBytes(5).toString('hex')}`;
  let nats: Nats;
  const batches: { version: number; data: unknown }[] = [];

  beforeAll(async () => {
    nats = await connectNats('nats://127.0.0.1:4222', 'equity-publisher-test');
    nats.nc.subscribe(subjectFor(namespace, subjectFilterOf(equityBatch)), {
      callback: (_error, message) => {
        batches.push(message.json<{ version: number; data: unknown }>());
      },
    });
    await nats.nc.flush();
  });
  afterAll(() => nats.nc.close());

  it('given 2,500 updates of one partition in one turn, when sent, then they go in columns as batches of at most 1,000 and each update reads back as it was', async () => {
    const links = new LinkRegistry();
    const linked = { accountId: randomUUID(), userId: randomUUID() };
    links.put({
      ...linked,
      mt5AccountId: 'mt5-0',
      fundingBalance: '10000',
      status: 'active',
      accountType: 'Two-Step Challenge',
      historyFrom: null,
      ...NOT_FROZEN,
    });
    const publisher = new EquityPublisher({
      nc: nats.nc,
      namespace,
      partitions: 1,
      clock: fixedClock('2026-11-30T10:00:01.000Z'),
      log: { warn: () => undefined },
    });

    for (let index = 0; index < 2_500; index++)
      publisher.publish(snapshotOf(`mt5-${index}`, 10_000, 10_000 + index / 100), links.forMt5(`mt5-${index}`));

    await eventually(async () => {
      expect(batches).toHaveLength(3);
    });
    expect(batches.map((batch) => batch.version)).toEqual([4, 4, 4]);
    const columns = batches.map((batch) => equityBatch.data.parse(batch.data).columns);
    expect(columns.map((batch) => batch.mt5AccountId.length)).toEqual([EQUITY_BATCH_MAX, EQUITY_BATCH_MAX, 500]);
    // Read at one instant, all in dollars, one balance: each batch carries the three once, in cents.
    expect(columns.map(({ at, currency, balanceCents }) => ({ at, currency, balanceCents }))).toEqual(
      Array.from({ length: 3 }, () => ({ at: READ_AT.toISOString(), currency: 'USD', balanceCents: 1_000_000 })),
    );
    expect([columns[2]?.equityCents].flat().slice(-2)).toEqual([1_002_498, 1_002_499]);
    expect(batches.every((batch) => !JSON.stringify(batch.data).includes('floatingPnL'))).toBe(true);
    const updates = batches.flatMap((batch) =>
      batchUpdatesOf(batch.data).map((item) => equityUpdated.data.parse(item)),
    );
    expect(updates.map((update) => update.mt5AccountId)).toEqual(
      Array.from({ length: 2_500 }, (_, index) => `mt5-${index}`),
    );
    expect(updates[0]).toEqual({
      ...linked,
      mt5AccountId: 'mt5-0',
      balance: '10000.00',
      equity: '10000.00',
      floatingPnL: '0.00',
      currency: 'USD',
      at: READ_AT.toISOString(),
    });
    expect(updates[2_499]).toMatchObject({
      userId: null,
      accountId: null,
      balance: '10000.00',
      equity: '10024.99',
      floatingPnL: '24.99',
    });
  });

  it('given updates read at two instants in one turn, when sent, then each carries the time it was read', async () => {
    const publisher = new EquityPublisher({
      nc: nats.nc,
      namespace,
      partitions: 1,
      clock: fixedClock('2026-11-30T10:00:05.000Z'),
      log: { warn: () => undefined },
    });
    const before = batches.length;
    const later = new Date(READ_AT.getTime() + 1_000);

    publisher.publish(snapshotOf('mt5-first', 10_000, 10_000), undefined);
    publisher.publish(snapshotOf('mt5-same-instant', 10_000, 10_000, new Date(READ_AT)), undefined);
    publisher.publish(snapshotOf('mt5-later', 10_000, 10_000, later), undefined);
    publisher.publish(snapshotOf('mt5-earlier-again', 10_000, 10_000), undefined);

    await eventually(async () => {
      expect(batches.length).toBe(before + 1);
    });
    const updates = batchUpdatesOf(batches[before]?.data).map((item) => equityUpdated.data.parse(item));
    expect(updates.map(({ mt5AccountId, at }) => [mt5AccountId, at])).toEqual([
      ['mt5-first', READ_AT.toISOString()],
      ['mt5-same-instant', READ_AT.toISOString()],
      ['mt5-later', later.toISOString()],
      ['mt5-earlier-again', READ_AT.toISOString()],
    ]);
  });
});
