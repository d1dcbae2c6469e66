import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from '@prop/contracts/events/identity';
import { supportTicketSchema } from '@prop/contracts/support';
import { eventually, startSupport, type TestSupport } from './helper.ts';

/**
 * Issue 16, defect 7: a staff reply keeps the admin's readable name as it was when written, from the
 * user directory copy this service holds; null when the copy does not know the admin (the apps then
 * show 'By: Support Team').
 */
describe('the name a staff reply is shown by', () => {
  let support: TestSupport;
  beforeAll(async () => {
    support = await startSupport();
  });
  afterAll(() => support.close());

  async function replyAs(admin: Record<string, string>, trader: Record<string, string>) {
    const { id } = await support.fileTicket(trader);
    const replied = await support.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${id}/reply`,
      headers: admin,
      payload: { message: 'We are looking into it.' },
    });
    expect(replied.statusCode).toBe(201);
    const mine = await support.app.inject({ method: 'GET', url: '/api/support/tickets', headers: trader });
    const ticket = supportTicketSchema
      .array()
      .parse(mine.json())
      .find((entry) => entry.id === id);
    return ticket?.replies[0];
  }

  it('given an admin the directory copy does not know, then the reply carries no name', async () => {
    const reply = await replyAs(support.callerHeaders('admin'), support.callerHeaders('trader'));
    expect(reply).toMatchObject({ isAdminReply: true, adminName: null });
  });

  it('given an admin the directory copy knows, then the reply keeps their name', async () => {
    const admin = support.callerHeaders('admin');
    const adminId = admin['x-user-id'] ?? '';
    await support.publishIdentityEvent(userRegistered, {
      userId: adminId,
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      country: 'United States',
    });
    const trader = support.callerHeaders('trader');
    await eventually(async () => expect((await replyAs(admin, trader))?.adminName).toBe('Grace Hopper'));
  });
});
