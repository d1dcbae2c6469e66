import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESYNC_MESSAGE } from '@prop/contracts/realtime';
import { connectNats, type Nats, subjectFor } from '@prop/service-kit/nats';
import { openTcpWay, type TcpWay } from '@prop/service-kit/testing/tcp-way';
import { startGateway, type TestGateway } from './support/gateway.ts';
import { openAppSocket, type TestSocket } from './support/ws-client.ts';

// The first server when NATS_URL names a cluster: the way leads to one.
const nats = new URL((process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',')[0] ?? '');
let way: TcpWay;
let gateway: TestGateway;
/** The test's own connection, straight to the server: it publishes while the gateway's is cut. */
let direct: Nats;
let baseUrl: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  way = await openTcpWay(nats);
  gateway = await startGateway({ NATS_URL: way.url });
  baseUrl = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  direct = await connectNats(nats.toString(), 'gateway-resync-test');
});
afterAll(async () => {
  for (const { socket } of opened) socket.terminate();
  await gateway.close();
  await direct.nc.close();
  await way.close();
});

async function connect(role: 'trader' | 'admin') {
  const { cookie, session } = await gateway.signIn(role);
  const client = await openAppSocket(baseUrl, role, cookie);
  opened.push(client);
  return { ...client, session };
}

/** A ticket opened by the trader, published as support's relay does, past the gateway's connection. */
async function ticketOpened(userId: string) {
  const data = { userId, ticketId: randomUUID(), category: 'general', priority: 'low' };
  const envelope = { id: randomUUID(), type: 'Test', occurredAt: new Date().toISOString(), version: 1, data };
  direct.nc.publish(subjectFor(gateway.config.NAMESPACE, 'support.ticket.created'), JSON.stringify(envelope));
  await direct.nc.flush();
  return data;
}

describe('/ws when the gateway’s NATS connection breaks and comes back', () => {
  it('tells every socket to re-read, after a push it could not make, and pushes again', async () => {
    const trader = await connect('trader');
    const admin = await connect('admin');
    const before = await ticketOpened(trader.session.userId);
    expect(await trader.next()).toEqual({ type: 'ticket_created', data: before });
    expect((await admin.next()).type).toBe('ticket_created');

    const reconnected = (async () => {
      for await (const status of gateway.nats.nc.status()) if (status.type === 'reconnect') return;
    })();
    way.cut();
    // Published while the gateway is away: no socket can be told of it but by re-reading.
    await ticketOpened(trader.session.userId);
    way.mend();
    await reconnected;
    // The server has the gateway's subscriptions again once it answers a ping sent after them.
    await gateway.nats.nc.flush();

    expect(await trader.next()).toEqual(RESYNC_MESSAGE);
    expect(await admin.next()).toEqual(RESYNC_MESSAGE);
    const after = await ticketOpened(trader.session.userId);
    expect(await trader.next()).toEqual({ type: 'ticket_created', data: after });
    expect(trader.messages).toEqual([
      { type: 'ticket_created', data: before },
      RESYNC_MESSAGE,
      { type: 'ticket_created', data: after },
    ]);
  });
});
