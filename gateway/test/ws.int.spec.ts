import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectFor } from '@prop/service-kit/nats';
import { startGateway, type TestGateway } from './support/gateway.ts';
import { openAppSocket, openSocket, type TestSocket } from './support/ws-client.ts';

let gateway: TestGateway;
let baseUrl: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  gateway = await startGateway({ WS_SESSION_CHECK_MS: '200' });
  baseUrl = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const { socket } of opened) socket.terminate();
  await gateway.close();
});

async function connect(role: 'trader' | 'admin') {
  const { cookie, session } = await gateway.signIn(role);
  const client = await openAppSocket(baseUrl, role, cookie);
  opened.push(client);
  return { ...client, session };
}

/** Publishes the way a service's outbox relay does: an event envelope on the service's subject. */
async function publish(subject: string, data: Record<string, unknown>) {
  const envelope = { id: randomUUID(), type: 'Test', occurredAt: new Date().toISOString(), version: 1, data };
  gateway.nats.nc.publish(subjectFor(gateway.config.NAMESPACE, subject), JSON.stringify(envelope));
  await gateway.nats.nc.flush();
}

/** Valid data of each event the tests publish (the relay pushes only what the definition parses). */
const ticket = (userId: string, ticketId: string) => ({ userId, ticketId, category: 'general', priority: 'low' });
const reply = (userId: string, ticketId: string) => ({
  userId,
  ticketId,
  replyId: randomUUID(),
  isAdminReply: false,
  adminId: null,
});
const statusUpdate = (userId: string) => ({
  userId,
  ticketId: randomUUID(),
  from: 'open',
  to: 'in_progress',
  assignedTo: null,
  updatedBy: randomUUID(),
});
const profile = (userId: string) => ({ userId, email: 'a@example.com', firstName: 'A', lastName: 'B', country: null });
const approval = (userId: string) => ({ userId, purchaseId: randomUUID(), tierId: 'starter', amount: 10000 });

describe('/ws', () => {
  it("delivers a trader's event to that trader and the admins, never to another trader", async () => {
    const traderA = await connect('trader');
    const traderB = await connect('trader');
    const admin = await connect('admin');

    const ticketOfA = ticket(traderA.session.userId, randomUUID());
    await publish('support.ticket.created', ticketOfA);
    expect(await traderA.next()).toEqual({ type: 'ticket_created', data: ticketOfA });
    expect((await admin.next()).type).toBe('ticket_created');

    // Events reach each socket in publish order, so once B has its own event it has seen all before it.
    const ticketOfB = randomUUID();
    await publish('support.ticket.replied', reply(traderB.session.userId, ticketOfB));
    expect(await traderB.next()).toMatchObject({ type: 'ticket_reply', data: { ticketId: ticketOfB } });
    expect(traderB.messages).toHaveLength(1);
    expect((await admin.next()).type).toBe('ticket_reply');

    await publish('identity.user.registered', profile(traderA.session.userId));
    await publish('billing.purchase.approved', approval(traderA.session.userId));
    expect((await admin.next()).type).toBe('user_update');
    expect((await traderA.next()).type).toBe('purchase_update');
    expect(traderA.messages.map((message) => message.type)).toEqual(['ticket_created', 'purchase_update']);
  });

  it("gives a staff admin's socket only the events its roles' screens show (docs/decisions/014)", async () => {
    const { cookie } = await gateway.signIn('admin', randomUUID(), ['support']);
    const support = await openSocket(baseUrl, '/ws?area=admin', { cookie });
    opened.push(support);
    const userId = randomUUID();
    await publish('billing.purchase.approved', approval(userId));
    const ticketed = ticket(userId, randomUUID());
    await publish('support.ticket.created', ticketed);
    // In publish order: once the ticket is there, the purchase before it would have been too.
    expect(await support.next()).toEqual({ type: 'ticket_created', data: ticketed });
    expect(support.messages.map((message) => message.type)).toEqual(['ticket_created']);
  });

  it('ignores events of another namespace and malformed events', async () => {
    const trader = await connect('trader');
    gateway.nats.nc.publish(
      subjectFor('gw_other', 'support.ticket.created'),
      JSON.stringify({
        id: randomUUID(),
        type: 'x',
        occurredAt: '',
        version: 1,
        data: ticket(trader.session.userId, randomUUID()),
      }),
    );
    gateway.nats.nc.publish(subjectFor(gateway.config.NAMESPACE, 'support.ticket.created'), 'not json');
    // An envelope whose data its definition does not parse is not pushed either.
    await publish('support.ticket.created', { userId: trader.session.userId, ticketId: 'not-a-uuid' });
    await publish('support.ticket.status_updated', statusUpdate(trader.session.userId));
    expect(await trader.next()).toMatchObject({ type: 'ticket_status_update' });
    expect(trader.messages).toHaveLength(1);
  });

  it('pushes each update of an equity batch to its own trader, alone, and skips an unreadable one', async () => {
    const traderA = await connect('trader');
    const traderB = await connect('trader');
    const figures = (userId: string, equity: string) => ({
      userId,
      accountId: randomUUID(),
      mt5AccountId: `sim-${randomUUID().slice(0, 8)}`,
      balance: '25000.00',
      equity,
      floatingPnL: '0.00',
      currency: 'USD',
      at: new Date().toISOString(),
    });
    const ofA = figures(traderA.session.userId, '24100.00');
    const ofB = figures(traderB.session.userId, '25300.00');
    const unreadable = { ...figures(traderA.session.userId, 'lots'), equity: 'lots' };
    await publish('ticks.equity.batch.3', { updates: [unreadable, ofA, ofB] });
    expect(await traderA.next()).toEqual({ type: 'account_update', data: ofA });
    expect(await traderB.next()).toEqual({ type: 'account_update', data: ofB });
    expect(traderA.messages).toHaveLength(1);
  });

  it('refuses an upgrade without a valid session of the requested area', async () => {
    await expect(openSocket(baseUrl, '/ws')).rejects.toThrow('HTTP 401');
    const { cookie } = await gateway.signIn('trader');
    await expect(openSocket(baseUrl, '/ws?area=admin', { cookie })).rejects.toThrow('HTTP 401');
    await expect(openSocket(baseUrl, '/ws', { cookie, origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
  });

  it('closes a socket once its session is revoked', async () => {
    const trader = await connect('trader');
    await gateway.store.revoke(trader.session.id);
    expect(await trader.closed).toBe(4401);
  });
});
