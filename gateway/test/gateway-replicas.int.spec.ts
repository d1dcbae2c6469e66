import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FACTS_BUCKET } from '@prop/contracts/account-facts';
import { equityBatch, equityColumnsOf } from '@prop/contracts/events/equity-batch';
import { partitionSubject } from '@prop/contracts/events/envelope';
import { partitionOf } from '@prop/contracts/partitions';
import { openKv } from '@prop/service-kit/kv';
import { subjectFor } from '@prop/service-kit/nats';
import { eventually } from '@prop/service-kit/testing/eventually';
import { startGateway, type TestGateway } from './support/gateway.ts';
import { openSocket, type TestSocket } from './support/ws-client.ts';

/**
 * Two gateway replicas of one platform (same namespace, Redis and NATS), as behind the load
 * balancer: a trader's sockets may sit on either, and a poll may reach either.
 */
describe('gateway replicas', () => {
  let first: TestGateway;
  let second: TestGateway;
  const urls: string[] = [];
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    first = await startGateway();
    second = await startGateway({ NAMESPACE: first.config.NAMESPACE });
    for (const gateway of [first, second]) urls.push(await gateway.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    for (const { socket } of opened) socket.terminate();
    await second.app.close();
    await second.nats.nc.close();
    await second.redis.quit();
    await first.close();
  });

  it("given one trader's sockets on two replicas, when their account's figures change, then both sockets get the update and both replicas answer the poll with it", async () => {
    // given: the trader's open account, as accounts mirrors it to the account-facts bucket
    const userId = randomUUID();
    const accountId = randomUUID();
    const mt5AccountId = `sim-${randomUUID().slice(0, 8)}`;
    const facts = await openKv(first.nats.nc, first.config.NAMESPACE, ACCOUNT_FACTS_BUCKET);
    await facts.put(
      userId,
      JSON.stringify({
        userId,
        accountId,
        mt5AccountId,
        status: 'active',
        fundingBalance: '25000',
        accountType: 'Instant Funding',
        mt5: { name: 'Demo', login: '1001', server: 'Sim-Demo' },
      }),
    );
    const { cookie } = await first.signIn('trader', userId);
    for (const url of urls) opened.push(await openSocket(url, '/ws', { cookie }));

    // when: accounts publishes the account's new figures in its partition
    const data = {
      userId,
      accountId,
      mt5AccountId,
      balance: '25000.00',
      equity: '24321.50',
      floatingPnL: '-678.50',
      currency: 'USD',
      at: new Date().toISOString(),
    };
    const envelope = {
      id: randomUUID(),
      type: 'EquityBatch',
      occurredAt: data.at,
      version: 2,
      data: { columns: equityColumnsOf([data]) },
    };
    const subject = partitionSubject(equityBatch, partitionOf(mt5AccountId, first.config.ACCOUNT_PARTITIONS));
    first.nats.nc.publish(subjectFor(first.config.NAMESPACE, subject), JSON.stringify(envelope));
    await first.nats.nc.flush();

    // then
    for (const socket of opened) {
      expect(await socket.next()).toMatchObject({ type: 'account_update', data: { mt5AccountId, equity: '24321.50' } });
    }
    for (const gateway of [first, second]) {
      await eventually(async () => {
        const poll = await gateway.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
        expect(poll.statusCode).toBe(200);
        expect(poll.json()).toMatchObject({ id: accountId, equity: 24321.5 });
      });
    }
  });
});
