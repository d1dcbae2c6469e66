import { describe, expect, it } from 'vitest';
import { isOpenTicket, replyAuthor } from '../src/features/support/utils/ticket-view.ts';

describe('the help desk ticket view', () => {
  it('lists only tickets neither closed nor resolved', () => {
    expect(isOpenTicket({ status: 'open' })).toBe(true);
    expect(isOpenTicket({ status: 'in_progress' })).toBe(true);
    expect(isOpenTicket({ status: 'resolved' })).toBe(false);
    expect(isOpenTicket({ status: 'closed' })).toBe(false);
  });

  it("labels a staff reply 'Support Team' with 'By: {name}', never the admin's raw id", () => {
    expect(replyAuthor({ isAdminReply: true, adminId: 'a1b2', adminName: 'Grace Hopper' })).toEqual({
      label: 'Support Team',
      by: 'By: Grace Hopper',
    });
  });

  it("labels a staff reply whose author's name is unknown 'By: Support Team'", () => {
    expect(replyAuthor({ isAdminReply: true, adminId: 'a1b2' })).toEqual({
      label: 'Support Team',
      by: 'By: Support Team',
    });
    expect(replyAuthor({ isAdminReply: true, adminId: 'a1b2', adminName: ' ' })).toEqual({
      label: 'Support Team',
      by: 'By: Support Team',
    });
  });

  it("labels the trader's own reply 'Your Reply'", () => {
    expect(replyAuthor({ isAdminReply: false, adminId: null })).toEqual({ label: 'Your Reply', by: null });
  });
});
