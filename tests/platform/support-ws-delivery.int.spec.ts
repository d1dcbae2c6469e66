import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real gateway and its test client, used as they are: this file checks the path a support
// event takes from this service's outbox through NATS and the gateway to the right sockets.
import { startGateway, type TestGateway } from '../../gateway/test/support/gateway.ts';
import { openAppSocket, type TestSocket } from '../../gateway/test/support/ws-client.ts';
import { startSupport, type TestSupport, validTicket } from '../../services/support/test/helper.ts';

describe('support events over the gateway /ws', () => {
  let support: TestSupport;
  let gateway: TestGateway;
  let gatewayUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    support = await startSupport();
    const supportUrl = await support.app.listen({ host: '127.0.0.1', port: 0 });
    gateway = await startGateway({ NAMESPACE: support.namespace, SUPPORT_URL: supportUrl });
    gatewayUrl = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
    await gateway?.close();
    await support?.close();
  });

  async function signIn(role: 'trader' | 'admin') {
    const { cookie, session } = await gateway.signIn(role);
    const client = await openAppSocket(gatewayUrl, role, cookie);
    sockets.push(client);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      gateway.app.inject({ method, url, headers: { cookie }, payload });
    return { ...client, userId: session.userId, call };
  }

  it("delivers a staff reply to the admin and the ticket's owner, never to another trader", async () => {
    const owner = await signIn('trader');
    const other = await signIn('trader');
    const admin = await signIn('admin');

    const filed = await owner.call('POST', '/api/support/ticket', validTicket());
    expect(filed.statusCode).toBe(201);
    const ticketId = filed.json().id;
    const created = { type: 'ticket_created', data: { ticketId, userId: owner.userId } };
    expect(await owner.next()).toMatchObject(created);
    expect(await admin.next()).toMatchObject(created);

    const replied = await admin.call('POST', `/api/admin/support/tickets/${ticketId}/reply`, {
      message: 'We restarted your feed.',
    });
    expect(replied.statusCode).toBe(201);
    const reply = { type: 'ticket_reply', data: { ticketId, userId: owner.userId, isAdminReply: true } };
    expect(await owner.next()).toMatchObject(reply);
    expect(await admin.next()).toMatchObject(reply);

    const resolved = await admin.call('PATCH', `/api/admin/support/tickets/${ticketId}`, {
      status: 'resolved',
      adminResponse: 'The feed is back for good.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(await owner.next()).toMatchObject({ type: 'ticket_status_update', data: { ticketId, to: 'resolved' } });
    expect((await admin.next()).type).toBe('ticket_status_update');

    // Events reach a socket in publish order: once the other trader has its own event, it has
    // been offered everything published before it, and none of that was for it.
    const own = await other.call('POST', '/api/support/ticket', validTicket());
    expect(await other.next()).toMatchObject({ type: 'ticket_created', data: { ticketId: own.json().id } });
    expect(other.messages).toHaveLength(1);
  });
});
