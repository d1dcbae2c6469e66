import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { startSupport, type TestSupport } from './helper.ts';

const UNKNOWN = '6f1c2d7e-0000-4000-8000-000000000000';

describe('admin support routes', () => {
  let support: TestSupport;
  let admin: Record<string, string>;
  beforeAll(async () => {
    support = await startSupport();
    admin = support.callerHeaders('admin');
  });
  afterAll(() => support.close());

  const adminList = () => support.app.inject({ method: 'GET', url: '/api/admin/support/tickets', headers: admin });
  const edit = (id: string, payload: Record<string, unknown>, headers = admin) =>
    support.app.inject({ method: 'PATCH', url: `/api/admin/support/tickets/${id}`, headers, payload });
  const staffReply = (id: string, message: string, headers = admin) =>
    support.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${id}/reply`,
      headers,
      payload: { message },
    });
  const close = (id: string, headers = admin) =>
    support.app.inject({ method: 'PATCH', url: `/api/admin/support/tickets/${id}/close`, headers, payload: {} });

  it('lists every ticket not closed with its thread, owner id and contact method, and the counts by status', async () => {
    const before = (await adminList()).json().counts;
    const trader = support.callerHeaders('trader');
    const kept = await support.fileTicket(trader, { subject: 'Kept in the list', contact_method: 'phone' });
    const closed = await support.fileTicket(trader, { subject: 'Closed and gone' });
    expect((await close(closed.id)).json()).toMatchObject({ status: 'closed' });

    const list = (await adminList()).json();
    expect(list.tickets.map((ticket: { id: string }) => ticket.id)).toContain(kept.id);
    expect(list.tickets.map((ticket: { id: string }) => ticket.id)).not.toContain(closed.id);
    expect(list.tickets.find((ticket: { id: string }) => ticket.id === kept.id)).toMatchObject({
      userId: trader['x-user-id'],
      contactMethod: 'phone',
      user: null,
      replies: [],
    });
    expect(list.counts).toEqual({
      ...before,
      open: before.open + 1,
      closed: before.closed + 1,
      total: before.total + 2,
    });
    expect(await auditRecordsAbout(support.deps.db, kept.id)).toEqual([]);
  });

  it.each([
    [{ adminResponse: 'We are on it now.' }, 'Please select a status'],
    [{ status: 'pending', adminResponse: 'We are on it now.' }, 'Please select a status'],
    [{ status: 'in_progress', adminResponse: 'On it.' }, 'Response must be at least 10 characters'],
    [{ status: 'in_progress' }, 'Response must be at least 10 characters'],
  ])('refuses the edit %j with the spec message', async (payload, message) => {
    const { id } = await support.fileTicket(support.callerHeaders('trader'));
    const response = await edit(id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await auditRecordsAbout(support.deps.db, id)).toEqual([]);
  });

  it('refuses an assignee outside Admin Team, Support Team and Technical Team', async () => {
    const { id } = await support.fileTicket(support.callerHeaders('trader'));
    const response = await edit(id, { status: 'open', adminResponse: 'We are on it now.', assignedTo: 'Sales Team' });
    expect(response.statusCode).toBe(400);
  });

  it('records who resolved a ticket and when, and the trader sees the response', async () => {
    const trader = support.callerHeaders('trader');
    const { id } = await support.fileTicket(trader);
    const started = Date.now();
    const working = await edit(id, {
      status: 'in_progress',
      adminResponse: 'Checking the feed.',
      assignedTo: 'Technical Team',
    });
    expect(working.json()).toMatchObject({ status: 'in_progress', resolvedBy: null, resolvedAt: null });

    const resolved = await edit(id, { status: 'resolved', adminResponse: 'The feed is back, sorry for the wait.' });
    expect(resolved.statusCode).toBe(200);
    const ticket = resolved.json();
    expect(ticket).toMatchObject({
      status: 'resolved',
      adminResponse: 'The feed is back, sorry for the wait.',
      assignedTo: 'Technical Team',
      resolvedBy: admin['x-user-id'],
    });
    expect(Date.parse(ticket.resolvedAt)).toBeGreaterThanOrEqual(started - 1000);
    const row = await support.deps.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'resolved', resolved_by: admin['x-user-id'] });
    expect(row.resolved_at?.toISOString()).toBe(ticket.resolvedAt);

    const [seen] = (await support.app.inject({ method: 'GET', url: '/api/support/tickets', headers: trader })).json();
    expect(seen).toMatchObject({ status: 'resolved', adminResponse: 'The feed is back, sorry for the wait.' });

    // each edit is one audit entry, with the state before and after it
    const again = await edit(id, { status: 'resolved', adminResponse: 'The feed is back, sorry for the wait.' });
    expect(again.statusCode).toBe(200);
    expect(await auditRecordsAbout(support.deps.db, id)).toEqual([
      {
        actorId: admin['x-user-id'],
        action: 'ticket.updated',
        target: { type: 'ticket', id },
        before: { status: 'open', adminResponse: null, assignedTo: null },
        after: { status: 'in_progress', adminResponse: 'Checking the feed.', assignedTo: 'Technical Team' },
        requestId: expect.any(String),
      },
      {
        actorId: admin['x-user-id'],
        action: 'ticket.updated',
        target: { type: 'ticket', id },
        before: { status: 'in_progress', adminResponse: 'Checking the feed.', assignedTo: 'Technical Team' },
        after: {
          status: 'resolved',
          adminResponse: 'The feed is back, sorry for the wait.',
          assignedTo: 'Technical Team',
        },
        requestId: expect.any(String),
      },
    ]);
  });

  it("records a staff reply with the admin's id, which the trader sees in the thread", async () => {
    const trader = support.callerHeaders('trader');
    const { id } = await support.fileTicket(trader);
    const short = await staffReply(id, 'Ok.');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Reply must be at least 5 characters' });

    const replied = await staffReply(id, 'We restarted your feed.');
    expect(replied.statusCode).toBe(201);
    expect(replied.json().replies).toMatchObject([
      { message: 'We restarted your feed.', isAdminReply: true, adminId: admin['x-user-id'] },
    ]);
    const [seen] = (await support.app.inject({ method: 'GET', url: '/api/support/tickets', headers: trader })).json();
    expect(seen.replies).toMatchObject([{ isAdminReply: true, adminId: admin['x-user-id'] }]);
    expect(await auditRecordsAbout(support.deps.db, id)).toEqual([
      {
        actorId: admin['x-user-id'],
        action: 'ticket.replied',
        target: { type: 'ticket', id },
        before: { status: 'open' },
        after: { status: 'open', replyId: replied.json().replies[0].id, message: 'We restarted your feed.' },
        requestId: expect.any(String),
      },
    ]);
  });

  it('does not audit a trader replying on their own ticket', async () => {
    const trader = support.callerHeaders('trader');
    const { id } = await support.fileTicket(trader);
    const replied = await support.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${id}/reply`,
      headers: trader,
      payload: { message: 'Any news on this?' },
    });
    expect(replied.statusCode).toBe(201);
    expect(await auditRecordsAbout(support.deps.db, id)).toEqual([]);
  });

  it('lets staff follow up on a resolved ticket but refuses a reply on a closed one', async () => {
    const { id } = await support.fileTicket(support.callerHeaders('trader'));
    await edit(id, { status: 'resolved', adminResponse: 'Solved on our side.' });
    expect((await staffReply(id, 'One more note for you.')).statusCode).toBe(201);
    await close(id);
    const refused = await staffReply(id, 'Too late for this one.');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This ticket is closed. Reopen it before replying.' });
    const audited = await auditRecordsAbout(support.deps.db, id);
    expect(audited.map((entry) => entry.action)).toEqual(['ticket.updated', 'ticket.replied', 'ticket.closed']);
  });

  it('closes a ticket with an empty object (or no body) and keeps who resolved it', async () => {
    const { id } = await support.fileTicket(support.callerHeaders('trader'));
    await edit(id, { status: 'resolved', adminResponse: 'Solved on our side.' });
    const closed = await close(id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', resolvedBy: admin['x-user-id'] });
    // closing a closed ticket changes nothing and is not recorded again
    expect((await close(id)).statusCode).toBe(200);
    expect(await auditRecordsAbout(support.deps.db, id)).toEqual([
      expect.objectContaining({ action: 'ticket.updated' }),
      {
        actorId: admin['x-user-id'],
        action: 'ticket.closed',
        target: { type: 'ticket', id },
        before: { status: 'resolved', adminResponse: 'Solved on our side.', assignedTo: null },
        after: { status: 'closed', adminResponse: 'Solved on our side.', assignedTo: null },
        requestId: expect.any(String),
      },
    ]);

    const other = await support.fileTicket(support.callerHeaders('trader'));
    const withoutBody = await support.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/tickets/${other.id}/close`,
      headers: admin,
    });
    expect(withoutBody.json()).toMatchObject({ status: 'closed', resolvedBy: null });
  });

  it("answers 404 'Ticket not found' for a ticket that does not exist", async () => {
    for (const response of [
      await edit(UNKNOWN, { status: 'open', adminResponse: 'We are on it now.' }),
      await staffReply(UNKNOWN, 'Hello there'),
      await close(UNKNOWN),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Ticket not found' });
    }
  });

  it('refuses a trader on every admin route with 403, before reading the body', async () => {
    const trader = support.callerHeaders('trader');
    const { id } = await support.fileTicket(trader);
    for (const response of [
      await support.app.inject({ method: 'GET', url: '/api/admin/support/tickets', headers: trader }),
      await edit(id, { status: 'closed', adminResponse: 'Closing my own ticket.' }, trader),
      await edit(id, {}, trader),
      await staffReply(id, 'Pretending to be staff.', trader),
      await close(id, trader),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    const [ticket] = (await support.app.inject({ method: 'GET', url: '/api/support/tickets', headers: trader })).json();
    expect(ticket).toMatchObject({ status: 'open', replies: [] });
    expect(await auditRecordsAbout(support.deps.db, id)).toEqual([]);
  });
});
