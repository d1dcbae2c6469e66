import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { eventually, startSupport, type TestSupport } from './helper.ts';

describe('the copy of user names kept from identity events', () => {
  let support: TestSupport;
  let admin: Record<string, string>;
  beforeAll(async () => {
    support = await startSupport();
    admin = support.callerHeaders('admin');
  });
  afterAll(() => support.close());

  const profile = (userId: string, firstName: string) => ({
    userId,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName: 'Lovelace',
    country: 'United Kingdom',
  });

  async function ownerShown(ticketId: string) {
    const list = await support.app.inject({ method: 'GET', url: '/api/admin/support/tickets', headers: admin });
    return list.json().tickets.find((ticket: { id: string }) => ticket.id === ticketId)?.user;
  }

  it('shows the name from identity.user.registered, follows updates and ignores an older one arriving late', async () => {
    const trader = support.callerHeaders('trader');
    const userId = trader['x-user-id'] ?? '';
    const { id } = await support.fileTicket(trader);
    expect(await ownerShown(id)).toBeNull();

    await support.publishIdentityEvent(userRegistered, profile(userId, 'Ada'), new Date('2026-01-01T10:00:00Z'));
    await eventually(async () =>
      expect(await ownerShown(id)).toEqual({
        id: userId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
      }),
    );

    await support.publishIdentityEvent(userUpdated, profile(userId, 'Augusta'), new Date('2026-01-03T10:00:00Z'));
    await eventually(async () => expect(await ownerShown(id)).toMatchObject({ firstName: 'Augusta' }));

    const late = await support.publishIdentityEvent(
      userUpdated,
      profile(userId, 'Stale'),
      new Date('2026-01-02T10:00:00Z'),
    );
    await eventually(async () => {
      const handled = await support.deps.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', late.id)
        .executeTakeFirst();
      expect(handled).toBeDefined();
    });
    expect(await ownerShown(id)).toMatchObject({ firstName: 'Augusta' });
  });

  it('forgets a deleted user: their tickets, the replies on them and their name copy are deleted', async () => {
    const trader = support.callerHeaders('trader');
    const userId = trader['x-user-id'] ?? '';
    const bystander = support.callerHeaders('trader');
    await support.publishIdentityEvent(userRegistered, profile(userId, 'Grace'));
    const { id } = await support.fileTicket(trader);
    const kept = await support.fileTicket(bystander);
    await support.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${id}/reply`,
      headers: admin,
      payload: { message: 'We are on it.' },
    });

    await support.publishIdentityEvent(userDeleted, { userId, deletedBy: admin['x-user-id'] ?? randomUUID() });
    await eventually(async () => {
      const left = await support.deps.db.selectFrom('tickets').select('id').where('user_id', '=', userId).execute();
      expect(left).toEqual([]);
    });
    const replies = await support.deps.db
      .selectFrom('ticket_replies')
      .select('id')
      .where('ticket_id', '=', id)
      .execute();
    expect(replies).toEqual([]);
    const copy = await support.deps.db.selectFrom('known_users').select('id').where('id', '=', userId).execute();
    expect(copy).toEqual([]);
    expect(
      (await support.app.inject({ method: 'GET', url: '/api/support/tickets', headers: bystander })).json(),
    ).toMatchObject([{ id: kept.id }]);
  });
});
