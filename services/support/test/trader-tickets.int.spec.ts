import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupport, type TestSupport, validTicket } from './helper.ts';

describe('trader support routes', () => {
  let support: TestSupport;
  beforeAll(async () => {
    support = await startSupport();
  });
  afterAll(() => support.close());

  const listOf = (headers: Record<string, string>) =>
    support.app.inject({ method: 'GET', url: '/api/support/tickets', headers });
  const replyTo = (ticketId: string, headers: Record<string, string>, message = 'Any news on this one?') =>
    support.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticketId}/reply`,
      headers,
      payload: { message },
    });
  const setStatus = (ticketId: string, status: string) =>
    support.deps.db
      .updateTable('tickets')
      .set({ status: status as 'closed' })
      .where('id', '=', ticketId)
      .execute();

  it('files a ticket and lists only its owner’s tickets, newest first, each with its thread', async () => {
    const trader = support.callerHeaders('trader');
    const filed = await support.app.inject({
      method: 'POST',
      url: '/api/support/ticket',
      headers: trader,
      payload: validTicket({ subject: '  Login issue  ' }),
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({
      subject: 'Login issue',
      category: 'trading',
      priority: 'high',
      status: 'open',
      replies: [],
      adminResponse: null,
      assignedTo: null,
      resolvedBy: null,
      resolvedAt: null,
    });
    const second = await support.fileTicket(trader, { subject: 'Second question' });
    await replyTo(second.id, trader, 'First follow-up');
    await replyTo(second.id, trader, 'Second follow-up');

    const tickets = (await listOf(trader)).json();
    expect(tickets.map((ticket: { subject: string }) => ticket.subject)).toEqual(['Second question', 'Login issue']);
    expect(tickets[0].replies).toMatchObject([
      { message: 'First follow-up', isAdminReply: false, adminId: null },
      { message: 'Second follow-up', isAdminReply: false, adminId: null },
    ]);
  });

  it.each([
    ['subject', { subject: 'Help' }, 'Subject must be at least 5 characters'],
    ['category', { category: 'billing' }, 'Please select a category'],
    ['priority', { priority: undefined }, 'Please select a priority level'],
    ['message', { message: 'Too short to help.' }, 'Message must be at least 20 characters'],
    ['contact_method', { contact_method: 'sms' }, 'Please select a contact method'],
  ])('refuses a ticket with a bad %s with the spec message', async (_field, overrides, message) => {
    const response = await support.app.inject({
      method: 'POST',
      url: '/api/support/ticket',
      headers: support.callerHeaders('trader'),
      payload: validTicket(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('files once per Idempotency-Key: a retry, even five at once, gives the first ticket back', async () => {
    const trader = support.callerHeaders('trader');
    const headers = { ...trader, 'idempotency-key': randomUUID() };
    const file = (overrides = {}) =>
      support.app.inject({ method: 'POST', url: '/api/support/ticket', headers, payload: validTicket(overrides) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => file()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect((await listOf(trader)).json()).toHaveLength(1);
    const different = await file({ subject: 'Another question entirely' });
    expect(different.statusCode).toBe(409);
    expect(different.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request' });
    expect((await listOf(trader)).json()).toHaveLength(1);
  });

  it('refuses a reply under 5 characters with the spec message', async () => {
    const trader = support.callerHeaders('trader');
    const { id } = await support.fileTicket(trader);
    const response = await replyTo(id, trader, ' ok ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Reply must be at least 5 characters' });
  });

  it("keeps trader A's ticket from trader B: not listed, and a reply answers 404 as if it did not exist", async () => {
    const traderA = support.callerHeaders('trader');
    const traderB = support.callerHeaders('trader');
    const { id } = await support.fileTicket(traderA);

    expect((await listOf(traderB)).json()).toEqual([]);
    const reply = await replyTo(id, traderB, 'Let me in on this ticket');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: 'Ticket not found' });
    const unknown = await replyTo('6f1c2d7e-0000-4000-8000-000000000000', traderB);
    expect(unknown.json()).toEqual(reply.json());

    const [ticket] = (await listOf(traderA)).json();
    expect(ticket.replies).toEqual([]);
  });

  it.each(['resolved', 'closed'])('refuses a reply on a %s ticket, pointing to a new ticket', async (status) => {
    const trader = support.callerHeaders('trader');
    const { id } = await support.fileTicket(trader);
    await setStatus(id, status);
    const response = await replyTo(id, trader);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `This ticket has been ${status}. If you need further assistance, please create a new support ticket.`,
    });
  });

  it('answers 401 without a caller vouched for by the gateway, and 403 to an admin', async () => {
    const forged = support.callerHeaders('trader');
    forged['x-internal-token'] = 'not-the-internal-token-at-all';
    for (const headers of [{}, forged]) {
      expect((await listOf(headers)).statusCode).toBe(401);
      expect((await replyTo('6f1c2d7e-0000-4000-8000-000000000000', headers, 'x')).statusCode).toBe(401);
    }
    expect((await listOf(support.callerHeaders('admin'))).statusCode).toBe(403);
  });

  it("answers 'Ticket not found' for a malformed ticket id", async () => {
    const response = await replyTo('not-a-uuid', support.callerHeaders('trader'));
    expect(response.json()).toEqual({ message: 'Ticket not found' });
  });
});
