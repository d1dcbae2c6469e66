import { randomUUID } from 'node:crypto';
import { askUserData } from '@prop/service-kit/testing/user-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupport, type TestSupport } from './helper.ts';

describe('the tickets support gives for a trader’s data export', () => {
  let support: TestSupport;
  beforeAll(async () => {
    support = await startSupport();
  });
  afterAll(() => support.close());

  /** A ticket the trader filed, with one reply from support. */
  async function ticketWithReply(userId: string, subject: string, adminId: string) {
    const ticket = await support.fileTicket(support.callerHeaders('trader', userId), { subject });
    await support.deps.db
      .insertInto('ticket_replies')
      .values({
        ticket_id: ticket.id,
        message: `About ${subject}`,
        is_admin_reply: true,
        admin_id: adminId,
        admin_name: 'Sam',
      })
      .execute();
    return ticket;
  }

  it('given tickets of two traders, when asked for one, then it answers only theirs with their replies', async () => {
    // given
    const [traderA, traderB, adminId] = [randomUUID(), randomUUID(), randomUUID()];
    const mine = await ticketWithReply(traderA, 'My payout', adminId);
    await ticketWithReply(traderB, 'Their login', adminId);

    // when
    const data = await askUserData(support.deps.nats.nc, support.config.NAMESPACE, 'support', traderA);

    // then
    expect(data).toEqual({
      tickets: [
        expect.objectContaining({
          id: mine.id,
          subject: 'My payout',
          status: 'open',
          replies: [
            { message: 'About My payout', fromSupport: true, supportName: 'Sam', createdAt: expect.any(String) },
          ],
        }),
      ],
    });
    expect(JSON.stringify(data)).not.toContain(adminId);
  });
});
