import { describe, expect, it } from 'vitest';
import { replyAuthor, ticketOwnerName } from '../src/features/support/utils/ticket-people.ts';

const owner = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', id: 'u1' };

describe('who wrote what on a ticket (admin view)', () => {
  it('names the owner once known, else shows their id', () => {
    expect(ticketOwnerName({ user: owner, userId: 'u1' })).toBe('Ada Lovelace');
    expect(ticketOwnerName({ user: null, userId: 'u1' })).toBe('Trader u1');
  });

  it("labels a staff reply 'Support Team' with 'By: {id}' and a trader's reply with their name", () => {
    const ticket = { user: owner, userId: 'u1' };
    expect(replyAuthor({ isAdminReply: true, adminId: 'a9' }, ticket)).toEqual({ label: 'Support Team', by: 'By: a9' });
    expect(replyAuthor({ isAdminReply: false, adminId: null }, ticket)).toEqual({ label: 'Ada Lovelace', by: null });
  });
});
