import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupport, type TestSupport, validTicket } from './helper.ts';

const NUL = '\u0000';

describe('control characters in ticket text', () => {
  let support: TestSupport;
  beforeAll(async () => {
    support = await startSupport();
  });
  afterAll(() => support.close());

  it('refuses a NUL in a new ticket with the field message and files nothing', async () => {
    const trader = support.callerHeaders('trader');
    const file = (overrides: Record<string, unknown>) =>
      support.app.inject({
        method: 'POST',
        url: '/api/support/ticket',
        headers: trader,
        payload: validTicket(overrides),
      });

    const inMessage = await file({ message: `The dashboard shows no equity${NUL} since this morning.` });
    expect(inMessage.statusCode).toBe(400);
    expect(inMessage.json()).toEqual({ message: 'Message must be at least 20 characters' });
    const inSubject = await file({ subject: `Cannot see${NUL} my equity` });
    expect(inSubject.statusCode).toBe(400);
    expect(inSubject.json()).toEqual({ message: 'Subject must be at least 5 characters' });

    const list = await support.app.inject({ method: 'GET', url: '/api/support/tickets', headers: trader });
    expect(list.json()).toEqual([]);
  });

  it('keeps the line breaks of a multi-line message', async () => {
    const trader = support.callerHeaders('trader');
    const message = 'First line of the problem.\r\n\tSecond line, indented.';
    const filed = await support.app.inject({
      method: 'POST',
      url: '/api/support/ticket',
      headers: trader,
      payload: validTicket({ message }),
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().message).toBe(message);
  });

  it("refuses a NUL in a trader's reply and in an admin's response", async () => {
    const trader = support.callerHeaders('trader');
    const admin = support.callerHeaders('admin');
    const { id } = await support.fileTicket(trader);

    const reply = await support.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${id}/reply`,
      headers: trader,
      payload: { message: `Any news${NUL}?` },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: 'Reply must be at least 5 characters' });

    const edit = await support.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/tickets/${id}`,
      headers: admin,
      payload: { status: 'in_progress', adminResponse: `We are on it${NUL} now.` },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: 'Response must be at least 10 characters' });
  });
});
