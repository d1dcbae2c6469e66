import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectFor } from '@prop/service-kit/nats';
import { startSupport, type TestSupport } from './helper.ts';

const CREATED = 'support.ticket.created';
const REPLIED = 'support.ticket.replied';
const STATUS = 'support.ticket.status_updated';

describe('support events', () => {
  let support: TestSupport;
  beforeAll(async () => {
    support = await startSupport();
  });
  afterAll(() => support.close());

  const counts = async () => ({
    created: await support.eventCount(CREATED),
    replied: await support.eventCount(REPLIED),
    status: await support.eventCount(STATUS),
  });

  /** The newest event on a subject, as the gateway receives it. */
  async function lastEvent(subject: string) {
    const stream = `${support.namespace}_support`.toUpperCase();
    const message = await support.deps.nats.jsm.streams.getMessage(stream, {
      last_by_subj: subjectFor(support.namespace, subject),
    });
    return message?.json<{ type: string; data: Record<string, unknown> }>();
  }

  it('publishes exactly one event per action, each naming the ticket and its owner', async () => {
    const trader = support.callerHeaders('trader');
    const admin = support.callerHeaders('admin');
    const owner = { userId: trader['x-user-id'] };
    const inject = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload: object) =>
      support.app.inject({ method, url, headers, payload });

    const { id } = await support.fileTicket(trader);
    expect(await counts()).toEqual({ created: 1, replied: 0, status: 0 });
    expect(await lastEvent(CREATED)).toMatchObject({ type: 'TicketCreated', data: { ...owner, ticketId: id } });

    await inject('POST', `/api/support/tickets/${id}/reply`, trader, { message: 'Still broken here.' });
    expect(await counts()).toEqual({ created: 1, replied: 1, status: 0 });
    expect(await lastEvent(REPLIED)).toMatchObject({
      type: 'TicketReplied',
      data: { ...owner, ticketId: id, isAdminReply: false, adminId: null },
    });

    await inject('POST', `/api/admin/support/tickets/${id}/reply`, admin, { message: 'Looking at it now.' });
    expect(await counts()).toEqual({ created: 1, replied: 2, status: 0 });
    expect(await lastEvent(REPLIED)).toMatchObject({
      data: { ...owner, ticketId: id, isAdminReply: true, adminId: admin['x-user-id'] },
    });

    const edit = { status: 'resolved', adminResponse: 'Fixed on our side.', assignedTo: 'Support Team' };
    await inject('PATCH', `/api/admin/support/tickets/${id}`, admin, edit);
    expect(await counts()).toEqual({ created: 1, replied: 2, status: 1 });
    expect(await lastEvent(STATUS)).toMatchObject({
      type: 'TicketStatusUpdated',
      data: { ...owner, ticketId: id, from: 'open', to: 'resolved', assignedTo: 'Support Team' },
    });

    await inject('PATCH', `/api/admin/support/tickets/${id}`, admin, edit);
    expect((await counts()).status).toBe(1);

    await inject('PATCH', `/api/admin/support/tickets/${id}/close`, admin, {});
    expect(await counts()).toEqual({ created: 1, replied: 2, status: 2 });
    expect(await lastEvent(STATUS)).toMatchObject({ data: { ...owner, from: 'resolved', to: 'closed' } });

    await inject('PATCH', `/api/admin/support/tickets/${id}/close`, admin, {});
    expect(await counts()).toEqual({ created: 1, replied: 2, status: 2 });
  });

  it('publishes nothing for a refused action', async () => {
    const before = await counts();
    const trader = support.callerHeaders('trader');
    const { id } = await support.fileTicket(trader);
    await support.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/tickets/${id}/close`,
      headers: support.callerHeaders('admin'),
      payload: {},
    });
    const other = support.callerHeaders('trader');
    for (const headers of [trader, other]) {
      const refused = await support.app.inject({
        method: 'POST',
        url: `/api/support/tickets/${id}/reply`,
        headers,
        payload: { message: 'Can I still add this?' },
      });
      expect([404, 409]).toContain(refused.statusCode);
    }
    expect(await counts()).toEqual({ created: before.created + 1, replied: before.replied, status: before.status + 1 });
  });
});
